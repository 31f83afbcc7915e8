import {
  addDictionary,
  addPlatformRule,
  approveTask,
  deletePlatformRule,
  deployProcess,
  downloadFile,
  enableRiskCheck,
  getFile,
  getPlatformRule,
  listDeployments,
  listMyMessages,
  listRiskSettings,
  pagePlatformMessages,
  pagePlatformRules,
  pageRiskReport,
  pageSysLogs,
  pageTodoTasks,
  previewFile,
  queryDictionaryList,
  readMessage,
  rejectTask,
  removeFile,
  reportClientError,
  selectInformationById,
  sendPlatformMessage,
  updatePlatformRule,
  uploadFile,
  uploadFileList,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { seededFiles } from '../src/domains/files/seed.ts';
import { approvalFlowXml } from '../src/domains/workflow/bpmn.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { platformTables } from '../src/tables/platform.ts';
import { login, withSession } from './support.ts';

withSession();
const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('files', () => {
  it('keeps an upload and serves its bytes back until it is removed', async () => {
    await login('gys01');
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 1, 2, 3, 250]);
    const info = await uploadFile({ body: { file: new File([bytes], '资质证书.pdf') } });
    expect(info).toMatchObject({ submittedFileName: '资质证书.pdf', size: 8, contentType: 'application/pdf' });
    const path = { fileType: info.fileType, id: info.id };
    expect(await bytesOf((await getFile({ path })).blob)).toEqual(bytes);
    const download = await downloadFile({ path });
    expect(download.fileName).toBe('资质证书.pdf');
    expect(await previewFile({ path })).toMatchObject({ url: info.url, contentType: 'application/pdf' });
    await removeFile({ path });
    await expect(getFile({ path })).rejects.toMatchObject({ msg: '文件不存在或已删除' });
  });

  it('serves the seeded PNG logo', async () => {
    const file = platformTables.files.get(seededFiles.logo);
    const { blob } = await getFile({ path: { fileType: file?.fileType ?? '', id: seededFiles.logo } });
    expect([...(await bytesOf(blob)).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('refuses a type outside the list, a file over 10 MB and more than five files, storing nothing', async () => {
    await login('caigou01');
    const count = platformTables.files.count();
    await expect(uploadFile({ body: { file: new File(['x'], 'notes.txt') } })).rejects.toMatchObject({
      msg: 'notes.txt上传文件格式不符合!',
    });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf');
    await expect(uploadFile({ body: { file: big } })).rejects.toMatchObject({
      msg: '上传附件大小不能超过 10MB!',
    });
    const six = Array.from({ length: 6 }, (_, i) => new File(['x'], `p${i}.png`));
    await expect(uploadFileList({ body: { files: six } })).rejects.toMatchObject({
      msg: expect.stringMatching(/^参数错误：files/),
      status: 400,
    });
    expect(platformTables.files.count()).toBe(count);
  });
});

describe('workflow', () => {
  it('deploys BPMN for a department and lists it; refuses a file that is not BPMN', async () => {
    await login('admin');
    const xml = approvalFlowXml({
      key: 'leave_approval',
      name: '请假审批',
      steps: [{ name: '主管审批', assignee: userId('shenpi01') }],
    });
    const deployment = await deployProcess({
      query: { deptId: seededOrgs.purchaser, processName: '请假审批' },
      body: { file: new File([xml], 'leave.bpmn') },
    });
    const list = await listDeployments({ query: { deptId: seededOrgs.purchaser } });
    expect(list.map((row) => row.id)).toContain(deployment.id);
    await expect(
      deployProcess({
        query: { deptId: seededOrgs.purchaser, processName: '错误文件' },
        body: { file: new File(['<html></html>'], 'x.bpmn') },
      }),
    ).rejects.toMatchObject({ msg: '部署失败：上传的文件不是有效的 BPMN 2.0 流程文件' });
  });

  it('moves an order approval from the approver to finance, and refuses a stranger', async () => {
    await login('shenpi01');
    const todo = await pageTodoTasks({ query: { businessType: 2, limit: 50 } });
    const task = todo.records.find((row) => row.name === '部门负责人审批');
    expect(task).toBeDefined();
    await login('caigou01');
    await expect(approveTask({ path: { taskId: task?.id ?? '' }, body: {} })).rejects.toMatchObject({
      msg: '您不是该任务的办理人，不能审批',
    });
    await login('shenpi01');
    await approveTask({ path: { taskId: task?.id ?? '' }, body: { comment: '同意采购' } });
    const after = await pageTodoTasks({ query: { businessType: 2, limit: 50 } });
    expect(after.records.map((row) => row.id)).not.toContain(task?.id);
    await login('caiwu01');
    const finance = await pageTodoTasks({ query: { businessType: 2, limit: 50 } });
    const next = finance.records.find((row) => row.processInstanceId === task?.processInstanceId);
    expect(next?.name).toBe('财务审核');
    await rejectTask({ path: { taskId: next?.id ?? '' }, body: { comment: '发票信息不全' } });
    expect(platformTables.processInstances.get(task?.processInstanceId)?.state).toBe('rejected');
  });
});

describe('messages', () => {
  it('sends to suppliers; each reads their own copy and the platform counts it', async () => {
    await login('admin');
    const sent = await sendPlatformMessage({
      body: { title: '年审提醒', content: '请于11月30日前完成年审。', receiverType: 2 },
    });
    await login('gys01');
    const inbox = await listMyMessages({ query: { readFlag: 0, title: '年审提醒' } });
    expect(inbox.total).toBe(1);
    await readMessage({ path: { id: inbox.records[0]?.id ?? '' } });
    expect((await listMyMessages({ query: { readFlag: 0, title: '年审提醒' } })).total).toBe(0);
    await login('bendi01');
    expect((await listMyMessages({ query: { readFlag: 0, title: '年审提醒' } })).total).toBe(1);
    await login('admin');
    const page = await pagePlatformMessages({ query: { title: '年审提醒' } });
    expect(page.records.find((row) => row.id === sent.id)?.readCount).toBe(1);
  });
});

describe('system', () => {
  it('adds a dictionary entry to its type and refuses the same value twice', async () => {
    await login('admin');
    await addDictionary({ body: { dictType: 'order_status', dictValue: '7', dictLabel: '已关闭' } });
    const entries = await queryDictionaryList({ query: { dictType: 'order_status' } });
    expect(entries.map((row) => row.dictLabel)).toContain('已关闭');
    await expect(
      addDictionary({ body: { dictType: 'order_status', dictValue: '7', dictLabel: '重复' } }),
    ).rejects.toMatchObject({ msg: '字典类型“order_status”下已存在字典值“7”' });
  });

  it('lists the risk checks as switched, and reports only the risks of the checks that are on', async () => {
    await login('admin');
    const settings = await listRiskSettings();
    expect(settings.map((setting) => setting.riskType)).toEqual([1, 2, 3]);
    const on = settings.find((setting) => setting.enable === 1);
    if (!on) throw new Error('no risk check is on');
    const reported = async () => (await pageRiskReport({ query: { riskType: on.riskType, page: 1, limit: 50 } })).total;
    expect(await reported()).toBeGreaterThan(0);

    await enableRiskCheck({ body: { riskType: on.riskType, enable: 0 } });
    expect((await listRiskSettings()).find((setting) => setting.riskType === on.riskType)?.enable).toBe(0);
    expect(await reported()).toBe(0);
    await expect(enableRiskCheck({ body: { riskType: on.riskType, enable: 0 } })).rejects.toThrow('该风险检测已关闭');

    await login('caigou01');
    await expect(listRiskSettings()).rejects.toMatchObject({ status: 403 });
  });

  it('keeps a reported client error where an administrator pages through exceptions', async () => {
    await reportClientError({
      body: { type: 'ajax', status: 502, statusText: 'Bad Gateway', url: '/api/order/list', method: 'get' },
    });
    await login('admin');
    const logs = await pageSysLogs({ query: { logType: 3, operation: 'HTTP 502' } });
    expect(logs.records[0]).toMatchObject({
      requestUrl: '/api/order/list',
      errorMsg: '502 Bad Gateway',
      method: 'GET',
    });
  });
});

describe("the mall's rules and articles", () => {
  it('shows a visitor the rules in force and an administrator the withdrawn one too', async () => {
    const shown = await pagePlatformRules({ query: { page: 1, limit: 20 } });
    expect(shown.records.length).toBeGreaterThan(3);
    expect(shown.records.every((rule) => rule.isEnable === 1)).toBe(true);
    const trade = await pagePlatformRules({ query: { ruleType: 2, page: 1, limit: 20 } });
    expect(trade.records.map((rule) => rule.title)).toContain('政采商城交易规则');
    const withdrawn = platformTables.platformRules.all().find((rule) => rule.isEnable === 0);
    await expect(getPlatformRule({ path: { id: withdrawn?.id ?? '' } })).rejects.toMatchObject({ code: 404 });

    await login('admin');
    expect((await getPlatformRule({ path: { id: withdrawn?.id ?? '' } })).isEnable).toBe(0);
    const all = await pagePlatformRules({ query: { isEnable: 0, page: 1, limit: 20 } });
    expect(all.records.map((rule) => rule.id)).toEqual([withdrawn?.id]);
  });

  it('lets only an administrator write, withdraw and delete a rule, refusing a second of the same title', async () => {
    const rule = { title: '供应商履约考核办法', ruleType: 3 as const, content: '<p>按季度考核</p>' };
    await login('gys01');
    // Refused for the role before the body is looked at.
    await expect(addPlatformRule({ body: { title: '' } as never })).rejects.toMatchObject({ code: 403 });
    await login('admin');
    const added = await addPlatformRule({ body: rule });
    expect(added).toMatchObject({ ...rule, isEnable: 1, sort: 0 });
    await expect(addPlatformRule({ body: rule })).rejects.toMatchObject({
      msg: '平台规则“供应商履约考核办法”已存在',
    });
    const withdrawn = await updatePlatformRule({ body: { ...rule, id: added.id, isEnable: 0 } });
    expect(withdrawn.updateTime).toBeTruthy();
    const inForce = await pagePlatformRules({ query: { isEnable: 1, page: 1, limit: 50 } });
    expect(inForce.records.map((row) => row.id)).not.toContain(added.id);
    await deletePlatformRule({ path: { id: added.id } });
    await expect(getPlatformRule({ path: { id: added.id } })).rejects.toMatchObject({
      code: 404,
      msg: '平台规则不存在或已删除',
    });
  });

  it('reads a published article to a visitor, counting the view, and hides a draft', async () => {
    const published = platformTables.information.all().find((row) => row.status === 1);
    const draft = platformTables.information.all().find((row) => row.status === 0);
    const article = await selectInformationById({ query: { id: published?.id ?? '' } });
    expect(article).toMatchObject({ title: published?.title, viewCount: (published?.viewCount ?? 0) + 1 });
    await expect(selectInformationById({ query: { id: draft?.id ?? '' } })).rejects.toMatchObject({ code: 404 });
  });
});
