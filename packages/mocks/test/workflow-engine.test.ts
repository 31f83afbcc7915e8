import {
  addPurchasePlan,
  checkPurchaseNotice,
  checkPurchasePlan,
  deployProcess,
  getPlanCheckLogs,
  getProcessInstanceDiagram,
  listProcessHistory,
  listPurchasePlans,
  listPurchasePlansToCheck,
  pageNoticesToCheck,
  pageTodoTasks,
  pushPurchaseNotice,
  rejectTask,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { type ApprovalFlow, type ApprovalStep, approvalFlowXml } from '../src/domains/workflow/bpmn.ts';
import { compile, completeTask, type Progress, startInstance } from '../src/domains/workflow/engine.ts';
import { expression } from '../src/domains/workflow/expressions.ts';
import { taskFormFields } from '../src/domains/workflow/form-fields.ts';
import { flowFor } from '../src/domains/workflow/instances.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { platformTables } from '../src/tables/platform.ts';
import { login, planForm, withSession } from './support.ts';

withSession();

const vocabularyNames = ['camunda', 'flowable', 'activiti'] as const;
const countersign = (sequential: boolean, completionCondition: string): ApprovalStep => ({
  name: '会签',
  assignee: expression('approver'),
  countersign: { sequential, collection: expression('approvers'), elementVariable: 'approver', completionCondition },
});
const flows: Record<string, ApprovalFlow['steps']> = {
  twoStep: [
    { name: '部门审批', assignee: expression('initiator') },
    { name: '财务审核', candidateUsers: 'u2,u3', candidateGroups: 'finance' },
  ],
  parallel: [countersign(false, expression('nrOfCompletedInstances == nrOfInstances'))],
  sequential: [countersign(true, expression('nrOfCompletedInstances >= 2'))],
};
const approvers = ['u1', 'u2', 'u3'];

/** Runs decisions on the open tasks in order, each on the task its assignee holds. */
function run(source: string, decisions: [assignee: string, approval: number][]) {
  let progress: Progress = startInstance(source, { initiator: 'u0', approvers });
  const trail = [progress];
  for (const [assignee, approval] of decisions) {
    const task = progress.open.find((open) => open.assignee === assignee || open.candidateUsers?.includes(assignee));
    if (!task) throw new Error(`${assignee} holds no task; open: ${JSON.stringify(progress.open)}`);
    progress = completeTask(source, progress.state, task.executionId, { approval, remark: '意见' });
    trail.push(progress);
  }
  return { progress, trail };
}

describe.each(vocabularyNames)('the engine runs what the designer writes in the %s vocabulary', (vocabulary) => {
  const compiled = async (name: keyof typeof flows) => {
    const xml = approvalFlowXml({ key: `Process_${name}`, name, steps: flows[name] ?? [], vocabulary });
    expect(xml).toContain(`xmlns:${vocabulary}=`);
    return (await compile(xml)).source;
  };

  it('a two-step approval: the current-user expression, candidates, agree to the end, reject on the branch', async () => {
    const source = await compiled('twoStep');
    const started = startInstance(source, { initiator: 'u0', approvers });
    expect(started.open).toEqual([
      expect.objectContaining({ elementId: 'Activity_1', name: '部门审批', assignee: 'u0' }),
    ]);
    const agreed = run(source, [
      ['u0', 0],
      ['u2', 0],
    ]);
    expect(agreed.trail[1]?.open).toEqual([
      expect.objectContaining({ name: '财务审核', candidateUsers: 'u2,u3', candidateGroups: 'finance' }),
    ]);
    expect(agreed.progress).toMatchObject({ open: [], endState: 0 });
    expect(agreed.trail.flatMap((step) => step.taken)).toEqual([
      'Flow_in_1',
      'Flow_done_1',
      'Flow_in_2',
      'Flow_done_2',
      'Flow_agree',
    ]);

    const refused = run(source, [['u0', 1]]);
    expect(refused.progress).toMatchObject({ open: [], endState: 1 });
    expect(refused.progress.taken).toContain('Flow_reject_1');
    expect(refused.progress.finished).toContain('EndEvent_reject');
  });

  it('a parallel countersign: every approver at once, done when all agree, refused at once by one', async () => {
    const source = await compiled('parallel');
    const started = startInstance(source, { initiator: 'u0', approvers });
    expect(started.open.map((task) => task.assignee)).toEqual(approvers);
    const agreed = run(source, [
      ['u2', 0],
      ['u1', 0],
      ['u3', 0],
    ]);
    expect(agreed.trail[2]?.open.map((task) => task.assignee)).toEqual(['u3']);
    expect(agreed.progress.endState).toBe(0);

    const refused = run(source, [
      ['u1', 0],
      ['u3', 1],
    ]);
    expect(refused.progress).toMatchObject({ open: [], endState: 1 });
  });

  it('a sequential countersign: one approver after another until the completion condition holds', async () => {
    const source = await compiled('sequential');
    const { progress, trail } = run(source, [
      ['u1', 0],
      ['u2', 0],
    ]);
    expect(trail.map((step) => step.open.map((task) => task.assignee))).toEqual([['u1'], ['u2'], []]);
    expect(progress.endState).toBe(0);
    expect(run(source, [['u1', 1]]).progress.endState).toBe(1);
  });

  it('a task’s form is the one the flow draws: the task’s own, else the start form', () => {
    const xml = approvalFlowXml({ key: 'Process_form', name: 'form', steps: flows.twoStep ?? [], vocabulary });
    const startForm = [
      {
        id: 'approval',
        label: '审批',
        type: 'enum',
        defaultValue: '0',
        enumValues: [
          { id: '0', name: '同意' },
          { id: '1', name: '不同意' },
        ],
      },
      { id: 'remark', label: '备注', type: 'string' },
    ];
    expect(taskFormFields(xml, 'Activity_1')).toEqual(startForm);
    const own = `<bpmn:userTask id="Own" name="复核"><bpmn:extensionElements><${vocabulary}:formData><${vocabulary}:formField id="opinion" label="复核意见" type="string" /></${vocabulary}:formData></bpmn:extensionElements></bpmn:userTask>`;
    expect(taskFormFields(xml.replace('</bpmn:process>', `${own}</bpmn:process>`), 'Own')).toEqual([
      { id: 'opinion', label: '复核意见', type: 'string' },
    ]);
  });
});

describe('approval of business records on the deployed flows', () => {
  const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';

  it('a submitted plan goes to its approvers in turn; agreed, it is approved, with who did what in its history', async () => {
    await login('caigou01');
    const plan = await addPurchasePlan({
      body: planForm('流程审批测试计划', [userId('shenpi01'), userId('xiangmu01')]),
    });
    await login('xiangmu01');
    expect((await listPurchasePlansToCheck({ query: { pageNum: 1, pageSize: 100 } })).records).not.toContainEqual(
      expect.objectContaining({ id: plan.id }),
    );
    await login('shenpi01');
    await checkPurchasePlan({ body: { id: plan.id, result: 1, opinion: '同意采购' } });
    await login('xiangmu01');
    expect((await listPurchasePlansToCheck({ query: { pageNum: 1, pageSize: 100 } })).records).toContainEqual(
      expect.objectContaining({ id: plan.id }),
    );
    const diagramBefore = await getProcessInstanceDiagram({ query: { businessKey: plan.id } });
    expect(diagramBefore).toMatchObject({ state: 0, activeElementIds: ['Activity_1'] });
    await checkPurchasePlan({ body: { id: plan.id, result: 1, opinion: '同意' } });

    await login('caigou01');
    const [row] = (await listPurchasePlans({ query: { planNo: plan.planNo, pageNum: 1, pageSize: 10 } })).records;
    expect(row?.status).toBe(2);
    const logs = await getPlanCheckLogs({ path: { id: plan.id } });
    expect(logs.map((log) => [log.checkUserName, log.result, log.opinion])).toEqual([
      ['王采购', 0, '提交审批'],
      ['赵审批', 1, '同意采购'],
      ['李项目', 1, '同意'],
    ]);
    const history = await listProcessHistory({ query: { businessKey: plan.id } });
    expect(history.map((step) => [step.taskName, step.assigneeName, step.result, step.comment])).toEqual([
      ['计划审批', '赵审批', 0, '同意采购'],
      ['计划审批', '李项目', 0, '同意'],
    ]);
    const diagram = await getProcessInstanceDiagram({ query: { businessKey: plan.id } });
    expect(diagram).toMatchObject({ state: 1, activeElementIds: [] });
    expect(diagram.takenFlowIds).toEqual(['Flow_in_1', 'Flow_done_1', 'Flow_agree']);
    expect(diagram.finishedElementIds).toContain('EndEvent_agree');
    expect(diagram.xml).toContain('com.zc.workflow.listener.EndStateListener');
  });

  it('a refusal in the to-do list ends the flow on its reject branch and the plan shows 审批驳回', async () => {
    await login('caigou01');
    const plan = await addPurchasePlan({ body: planForm('流程审批测试计划', [userId('shenpi01')]) });
    await login('shenpi01');
    const todo = await pageTodoTasks({ query: { businessType: 1, limit: 100 } });
    const task = todo.records.find((row) => row.businessKey === plan.id);
    expect(task).toMatchObject({ name: '计划审批', assigneeName: '赵审批' });
    await rejectTask({ path: { taskId: task?.id ?? '' }, body: { comment: '预算不足' } });
    await login('caigou01');
    const [row] = (await listPurchasePlans({ query: { planNo: plan.planNo, pageNum: 1, pageSize: 10 } })).records;
    expect(row?.status).toBe(3);
    expect((await getProcessInstanceDiagram({ query: { businessKey: plan.id } })).state).toBe(2);
  });

  it('a flow an administrator deploys approves new plans; the running ones stay on their flow', async () => {
    await login('caigou01');
    const before = await addPurchasePlan({ body: planForm('流程审批测试计划', [userId('shenpi01')]) });
    const buyer = accountTables.users.all().find((user) => user.account === 'caigou01');
    await login('admin');
    const xml = approvalFlowXml({
      key: 'Process_plan_finance',
      name: '计划财务审批',
      steps: [{ name: '财务审核', assignee: userId('caiwu01') }],
    });
    await deployProcess({
      query: { deptId: flowFor(buyer?.orgId, 1)?.deptId ?? '', processName: '采购计划审批（财务）' },
      body: { file: new File([xml], 'plan.bpmn') },
    });
    await login('caigou01');
    const after = await addPurchasePlan({ body: planForm('流程审批测试计划', [userId('shenpi01')]) });
    const flowOf = (businessKey: string) =>
      platformTables.processInstances.all().find((row) => row.businessKey === businessKey)?.processName;
    expect(flowOf(before.id)).toMatch(/^采购计划审批流程/);
    expect(flowOf(after.id)).toMatch(/^采购计划审批（财务）/);
    await login('caiwu01');
    const todo = await pageTodoTasks({ query: { businessType: 1, limit: 100 } });
    expect(todo.records.map((row) => row.businessKey)).toContain(after.id);
    expect(todo.records.map((row) => row.businessKey)).not.toContain(before.id);
  });

  it('refuses a deployment whose file is no BPMN or has no approval step', async () => {
    await login('admin');
    const deptId = flowFor(accountTables.users.all().find((user) => user.account === 'caigou01')?.orgId, 1)?.deptId;
    const deploy = (text: string) =>
      deployProcess({
        query: { deptId: deptId ?? '', processName: '无效流程' },
        body: { file: new File([text], 'x.bpmn') },
      });
    await expect(deploy('<definitions')).rejects.toMatchObject({
      msg: '部署失败：上传的文件不是有效的 BPMN 2.0 流程文件',
    });
    await expect(deploy(approvalFlowXml({ key: 'Process_empty', name: '空流程', steps: [] }))).rejects.toMatchObject({
      msg: '部署失败：流程中没有审批节点（用户任务）',
    });
  });

  it('a notice submitted for publishing waits in its flow; agreed, it is published', async () => {
    await login('caigou01');
    const notice = await pushPurchaseNotice({
      body: {
        projectId: '1730265498712999002',
        projectType: 1,
        noticeType: 1,
        title: '流程审核测试采购公告',
        content: '<p>一、项目名称：流程审核测试</p>',
      },
    });
    expect(notice.status).toBe(3);
    await login('shenpi01');
    const waiting = await pageNoticesToCheck({ query: { current: 1, size: 100 } });
    expect(waiting.records.map((row) => row.id)).toContain(notice.id);
    const published = await checkPurchaseNotice({ body: { id: notice.id, result: 1, opinion: '同意发布' } });
    expect(published).toMatchObject({ status: 1, auditorName: '赵审批', auditOpinion: '同意发布' });
    const history = await listProcessHistory({ query: { businessKey: notice.id } });
    expect(history.map((step) => [step.taskName, step.result, step.comment])).toEqual([['公告审核', 0, '同意发布']]);
  });
});
