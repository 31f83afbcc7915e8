// Projects move on as on the real platform: a submitted project waits for its approval flow (approved or rejected
// with the workflow's tasks), and a published one follows its times (registration end, bidding start and end), as
// does a sourcing inquiry's quote deadline; all computed when the projects are next read.
import {
  approveTask,
  cancelProject,
  createProject,
  editSourcingState,
  getProject,
  getSourcingDetail,
  listProcessHistory,
  pageProjects,
  pageTodoTasks,
  rejectTask,
  saveBiddingRules,
  saveSourcing,
  saveSourcingCommodity,
  submitSourcing,
} from '@zc/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockConfig } from '../src/config.ts';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { daysFromSeedDay, formatDateTime } from '../src/engine/random.ts';
import { store } from '../src/engine/store.ts';
import { resetToSeed } from '../src/seed.ts';
import { platformTables } from '../src/tables/platform.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { login, raw, withSession } from './support.ts';

withSession('xiangmu01');
afterEach(() => {
  vi.useRealTimers();
});

const inMinutes = (minutes: number) => formatDateTime(new Date(Date.now() + minutes * 60_000));
const form = (name: string, minutes: [registrationEnd: number, start: number, end: number]) => ({
  projectName: `2026年第四季度劳保用品竞价采购项目（${name}）`,
  projectType: 1 as const,
  registrationEndTime: inMinutes(minutes[0]),
  startTime: inMinutes(minutes[1]),
  endTime: inMinutes(minutes[2]),
  depositRequired: 0 as const,
  goods: [{ goodsName: '霍尼韦尔安全帽', unit: '顶', quantity: 200, budgetPrice: 56 }],
});

/** A draft with its rules, submitted: with a process code it goes to the approval flow. */
async function submitted(name: string, minutes: [number, number, number], processCode?: string) {
  const draft = await createProject({ body: form(name, minutes) });
  await saveBiddingRules({
    body: { projectId: draft.id, quoteMode: 1, pickRule: 1, startPrice: 11200, minStep: 10, secondRound: 0 },
  });
  return createProject({
    body: { ...form(name, minutes), id: draft.id, submit: 1, ...(processCode && { processCode }) },
  });
}

/** The approver's open task of the project's approval flow. */
async function taskOf(projectId: string) {
  await login('shenpi01');
  const tasks = await pageTodoTasks({ query: { businessType: 3, limit: 100 } });
  const task = tasks.records.find((row) => row.businessKey === projectId);
  if (!task) throw new Error('no approval task');
  return task;
}

describe('the seed, once its phases are brought up to date', () => {
  const neither = [seededOrgs.supplier, seededOrgs.localSupplier];
  it('has projects in every phase of every mode, and sourcing inquiries in every phase', async () => {
    await pageProjects({ query: { current: 1, size: 1 } });
    for (const type of [1, 2, 3])
      for (let status = 0; status <= 12; status++)
        expect(
          t.projects.count((row) => row.projectType === type && row.status === status),
          `${type}/${status}`,
        ).toBeGreaterThan(0);
    for (let status = 0; status <= 7; status++)
      expect(
        t.sourcings.count((row) => row.status === status),
        `sourcing ${status}`,
      ).toBeGreaterThan(0);
  });

  it('has at least three projects per mode open for registration that gys01 and bendi01 have not registered for', async () => {
    const weekAfterSeed = formatDateTime(daysFromSeedDay(7));
    for (const type of [1, 2, 3]) {
      const open = t.projects
        .all()
        .filter(
          (row) =>
            row.projectType === type &&
            row.status === 3 &&
            (row.registrationEndTime ?? '') > weekAfterSeed &&
            !t.certificates.all().some((c) => c.projectId === row.id && neither.includes(c.supplierId)),
        );
      expect(open.length, `type ${type}`).toBeGreaterThanOrEqual(3);
    }
    const quoting = t.sourcings
      .all()
      .filter(
        (row) =>
          row.status === 3 &&
          (row.quoteEndTime ?? '') > weekAfterSeed &&
          !t.sourcingQuotes.all().some((q) => q.sourcingId === row.id && neither.includes(q.supplierId)) &&
          (row.supplierScope === 1 || neither.every((id) => row.invitedSuppliers?.some((s) => s.supplierId === id))),
      );
    expect(quoting.length).toBeGreaterThanOrEqual(3);
  });

  it('has registrations in every review state, gys01 included, the rejected ones with their reason', () => {
    for (const auditStatus of [0, 1, 2])
      expect(
        t.certificates.count((c) => c.supplierId === seededOrgs.supplier && c.auditStatus === auditStatus),
      ).toBeGreaterThan(0);
    const rejected = t.certificates.all().filter((c) => c.auditStatus === 2);
    expect(rejected.length).toBeGreaterThan(1);
    expect(rejected.every((c) => c.auditOpinion?.startsWith('审核不通过'))).toBe(true);
  });
});

describe('the review of a submitted project', () => {
  it('waits in 待审核 for its approval flow, and is published (报名中) once approved; a second approval is refused', async () => {
    const project = await submitted('审核通过', [60 * 24, 60 * 48, 60 * 49], 'PRO_BIDDING');
    expect(project.status).toBe(1);
    await expect(
      saveBiddingRules({ body: { projectId: project.id, quoteMode: 1, pickRule: 1, minStep: 5, secondRound: 0 } }),
    ).rejects.toMatchObject({ msg: '项目审核中，不能修改竞价规则' });
    const task = await taskOf(project.id);
    await approveTask({ path: { taskId: task.id }, body: { comment: '同意发布' } });
    await expect(approveTask({ path: { taskId: task.id }, body: {} })).rejects.toMatchObject({
      msg: '任务不存在或已办理',
    });
    await login('xiangmu01');
    expect((await getProject({ path: { id: project.id } })).status).toBe(3);
  });

  it('goes to 审核驳回 when rejected, with the approver’s reason on the project and in the flow’s history, and may be edited and submitted again', async () => {
    const project = await submitted('审核驳回', [60 * 24, 60 * 48, 60 * 49], 'PRO_BIDDING');
    const task = await taskOf(project.id);
    await rejectTask({ path: { taskId: task.id }, body: { comment: '预算依据不足，请补充' } });
    await expect(rejectTask({ path: { taskId: task.id }, body: { comment: '再次驳回' } })).rejects.toMatchObject({
      msg: '任务不存在或已办理',
    });
    await login('xiangmu01');
    expect(await getProject({ path: { id: project.id } })).toMatchObject({
      status: 2,
      rejectReason: '预算依据不足，请补充',
    });
    const history = await listProcessHistory({ query: { processInstanceId: task.processInstanceId } });
    expect(history.some((step) => step.comment === '预算依据不足，请补充')).toBe(true);
    const again = await createProject({
      body: { ...form('审核驳回', [60 * 24, 60 * 48, 60 * 49]), id: project.id, submit: 1, processCode: 'PRO_BIDDING' },
    });
    expect(again.status).toBe(1);
    expect(again.rejectReason).toBeUndefined();
    expect(platformTables.processInstances.all().filter((row) => row.businessKey === project.id)).toHaveLength(2);
  });
  it('seeds every project waiting for approval into the approver’s to-do list, where it is approved', async () => {
    await resetToSeed();
    // The reset puts the captcha back on; the test signs in as automated clients may, without it.
    mockConfig.captcha = false;
    const waiting = t.projects.all().filter((row) => row.status === 1);
    expect(waiting.length).toBeGreaterThan(0);
    for (const project of waiting) await taskOf(project.id);
    const seeded = waiting.find((row) => row.projectType === 2);
    if (!seeded) throw new Error('no seeded project waiting for approval');
    const task = await taskOf(seeded.id);
    await approveTask({ path: { taskId: task.id }, body: {} });
    await login('xiangmu01');
    expect((await getProject({ path: { id: seeded.id } })).status).toBe(3);
  });
});

describe('phases follow the times', () => {
  it('moves a published project to 待开始, 竞价中 and 已结束 as its times pass', async () => {
    const start = Date.now();
    const project = await submitted('两分钟', [2, 3, 4]);
    expect(project.status).toBe(3);
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = async (minutes: number) => {
      vi.setSystemTime(start + minutes * 60_000);
      return (await getProject({ path: { id: project.id } })).status;
    };
    expect(await at(1)).toBe(3);
    expect(await at(2.5)).toBe(5);
    expect(await at(3.5)).toBe(6);
    expect(await at(5)).toBe(8);
    expect(t.projects.get(project.id)?.status).toBe(8);
  });

  it('jumps every phase passed at once, and closes a sourcing inquiry’s quoting at its deadline', async () => {
    const start = Date.now();
    const project = await submitted('一次跳过', [2, 3, 4]);
    const sourcing = await saveSourcing({
      body: { sourcingName: '2026年12月劳保手套询价（测试）', supplierScope: 1, quoteEndTime: inMinutes(2) },
    });
    await saveSourcingCommodity({
      body: { sourcingId: sourcing.id, goodsName: '代尔塔 劳保手套', unit: '双', quantity: 500, budgetPrice: 12 },
    });
    await submitSourcing({ body: { id: sourcing.id } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 10 * 60_000);
    expect((await getSourcingDetail({ path: { id: sourcing.id } })).status).toBe(4);
    expect((await getProject({ path: { id: project.id } })).status).toBe(8);
    await expect(editSourcingState({ body: { id: sourcing.id, status: 2, reason: '不合规' } })).rejects.toMatchObject({
      msg: '询价单当前为“待选定”，不能改为“审核驳回”',
    });
  });
});

describe('the QA clock (/__mock/clock)', () => {
  const moveClock = async (body: object) =>
    (await raw('/__mock/clock', { method: 'POST', body: JSON.stringify(body) })).json();

  it('moves a project through its windows without waiting, and a reset puts the real time back', async () => {
    const project = await submitted('拨动时钟', [2, 3, 4]);
    expect((await moveClock({ by: '150s' })).data.offsetMs).toBe(150_000);
    expect((await getProject({ path: { id: project.id } })).status).toBe(5);
    await moveClock({ by: '1m' });
    expect((await getProject({ path: { id: project.id } })).status).toBe(6);
    const { data } = await (await raw('/__mock/clock')).json();
    expect(data.offsetMs).toBe(210_000);
    expect(data.now > inMinutes(3)).toBe(true);
    await moveClock({ to: inMinutes(10) });
    expect((await getProject({ path: { id: project.id } })).status).toBe(8);

    await raw('/__mock/reset', { method: 'POST' });
    expect((await (await raw('/__mock/clock')).json()).data.offsetMs).toBe(0);
  });

  it('refuses a duration it cannot read and a move backwards, and leaves the clock where it was', async () => {
    await moveClock({ by: '1h' });
    expect(await moveClock({ by: '1 hour' })).toMatchObject({
      code: 400,
      msg: 'by 须为正整数加单位 s、m、h 或 d，如 15m',
    });
    expect(await moveClock({ to: inMinutes(30) })).toMatchObject({ code: 400, msg: '模拟时钟只能向前拨' });
    expect((await (await raw('/__mock/clock')).json()).data.offsetMs).toBe(3_600_000);
    await raw('/__mock/clock', { method: 'DELETE' });
    expect((await (await raw('/__mock/clock')).json()).data.offsetMs).toBe(0);
  });
});

describe('a refused call', () => {
  it('leaves the store as it was, though a window closed since the last call; the next answered call moves it on', async () => {
    const start = Date.now();
    const project = await submitted('窗口边界', [2, 3, 4]);
    expect(project.status).toBe(3);
    const decided = t.projects.all().find((row) => row.status === 10);
    if (!decided) throw new Error('no decided project');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Registration has closed: the stored phase is still 报名中.
    vi.setSystemTime(start + 2.5 * 60_000);
    const tables = () => JSON.stringify(store.tables().map((table) => [table.name, table.all()]));
    const before = { tables: tables(), changes: JSON.stringify(store.changes()) };
    await expect(cancelProject({ path: { id: decided.id }, body: { reason: '需求变更' } })).rejects.toMatchObject({
      msg: '项目已定标，不能取消',
    });
    expect(tables()).toBe(before.tables);
    expect(JSON.stringify(store.changes())).toBe(before.changes);
    expect((await getProject({ path: { id: project.id } })).status).toBe(5);
  });

  it('leaves an inquiry approved since as it was, without the quoting start its publication would write', async () => {
    const sourcing = await saveSourcing({
      body: {
        sourcingName: '2026年12月劳保手套询价（审批后被拒）',
        supplierScope: 1,
        quoteEndTime: inMinutes(60 * 24),
      },
    });
    await saveSourcingCommodity({
      body: { sourcingId: sourcing.id, goodsName: '代尔塔 劳保手套', unit: '双', quantity: 500, budgetPrice: 12 },
    });
    const processCode = t.processCodes.all().find((row) => row.projectType === 4)?.processCode;
    await submitSourcing({ body: { id: sourcing.id, processCode } });
    await approveTask({ path: { taskId: (await taskOf(sourcing.id)).id }, body: {} });
    await login('xiangmu01');
    const decided = t.projects.all().find((row) => row.status === 10);
    if (!decided) throw new Error('no decided project');
    const tables = () => JSON.stringify(store.tables().map((table) => [table.name, table.all()]));
    const before = { tables: tables(), changes: JSON.stringify(store.changes()) };
    await expect(cancelProject({ path: { id: decided.id }, body: { reason: '需求变更' } })).rejects.toMatchObject({
      msg: '项目已定标，不能取消',
    });
    expect(t.sourcings.get(sourcing.id)?.status).toBe(1);
    expect(t.sourcings.get(sourcing.id)?.quoteStartTime).toBeUndefined();
    expect(tables()).toBe(before.tables);
    expect(JSON.stringify(store.changes())).toBe(before.changes);
    expect((await getSourcingDetail({ path: { id: sourcing.id } })).status).toBe(3);
  });
});
