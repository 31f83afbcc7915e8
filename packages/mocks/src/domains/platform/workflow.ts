// The workflow service (/activitis/...): approval flows deployed per department from BPMN XML and run on a BPMN
// engine (the workflow domain), their process instances and tasks (to-do, done, all, order approvals) that approve and reject
// really move, the instance drawn on its flow, and rate settings.
import type { Context } from '../../engine/define.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { currentUser } from '../accounts/session.ts';
import { unitUsers } from '../accounts/units.ts';
import { compile, FlowError } from '../workflow/engine.ts';
import { type FormField, taskFormFields } from '../workflow/form-fields.ts';
import { decide, type Instance, mayTake, type Step } from '../workflow/instances.ts';
import { categoryNamed, orgNamed, supplierNamed } from './lookups.ts';

type User = Entity<'User'>;

const workflowUser = (user: User): Entity<'WorkflowUser'> => ({
  id: user.id,
  name: user.fullName,
  account: user.account,
  ...(user.orgName && { orgName: user.orgName }),
});

// ---- tasks
const openSteps = (instance: Instance): Step[] =>
  instance.state === 'running' ? instance.steps.filter((step) => step.result === undefined) : [];

function taskOf(instance: Instance, step: Step): Entity<'WorkflowTask'> {
  return {
    id: step.taskId,
    name: step.taskName,
    processInstanceId: instance.id,
    processDefinitionId: instance.processDefinitionId,
    processName: instance.processName,
    businessKey: instance.businessKey,
    businessType: instance.businessType,
    businessNo: instance.businessNo,
    applicantName: instance.applicantName,
    ...(step.assigneeId && { assigneeId: step.assigneeId }),
    assigneeName: step.assigneeName,
    priority: step.priority ?? 50,
    createTime: step.startTime,
    ...(step.dueDate && { dueDate: step.dueDate }),
  };
}

function doneOf(instance: Instance, step: Step): Entity<'HistoricTask'> {
  return {
    id: step.taskId,
    name: step.taskName,
    processInstanceId: instance.id,
    processName: instance.processName,
    businessKey: instance.businessKey,
    businessType: instance.businessType,
    businessNo: instance.businessNo,
    applicantName: instance.applicantName,
    assigneeName: step.assigneeName,
    result: step.result ?? 0,
    ...(step.comment && { comment: step.comment }),
    startTime: step.startTime,
    endTime: step.endTime ?? step.startTime,
    processFinished: instance.state !== 'running',
  };
}

const historyOf = (step: Step): Entity<'ApprovalHistory'> => ({
  taskId: step.taskId,
  taskName: step.taskName,
  ...(step.assigneeId && { assigneeId: step.assigneeId }),
  assigneeName: step.assigneeName,
  ...(step.result !== undefined && { result: step.result }),
  ...(step.comment && { comment: step.comment }),
  startTime: step.startTime,
  ...(step.endTime && { endTime: step.endTime }),
});

function orderRow(instance: Instance, step: Step, done: boolean): Entity<'OrderApprovalTask'> {
  return {
    ...(!done && { taskId: step.taskId, taskName: step.taskName }),
    processInstanceId: instance.id,
    orderId: instance.businessKey,
    orderNo: instance.businessNo,
    orgName: instance.order?.orgName ?? '',
    applicantName: instance.applicantName,
    supplierName: instance.order?.supplierName ?? '',
    totalPrice: instance.order?.totalPrice ?? 0,
    ...(done && step.result !== undefined && { result: step.result }),
    ...(done && step.comment && { comment: step.comment }),
    createTime: instance.startTime,
    ...(done && step.endTime && { approveTime: step.endTime }),
  };
}

/** Open tasks, with their instance, that a filter keeps. */
const openTasks = (keep: (instance: Instance, step: Step) => boolean) =>
  t.processInstances
    .all()
    .flatMap((instance) => openSteps(instance).flatMap((step) => (keep(instance, step) ? [{ instance, step }] : [])));
/** The open steps the user may take, with their instance: the user's to-dos (`/task`, and the workbenches' count). */
export const todoTasks = (userId: string) => openTasks((_, step) => mayTake(step, userId));
/** Completed steps, with their instance: the user's, or everyone's. */
const doneSteps = (userId?: string) =>
  t.processInstances
    .all()
    .flatMap((instance) =>
      instance.steps
        .filter((step) => step.result !== undefined && (userId === undefined || step.assigneeId === userId))
        .map((step) => ({ instance, step })),
    );

/** The approval form of a flow drawn without one: agree or reject, and the opinion. */
const approvalForm: FormField[] = [
  {
    id: 'approval',
    label: '审批结果',
    type: 'enum',
    defaultValue: '0',
    enumValues: [
      { id: '0', name: '同意' },
      { id: '1', name: '驳回' },
    ],
  },
  { id: 'remark', label: '审批意见', type: 'string' },
];

const taskFilter = (query: Record<string, unknown>) => (instance: Instance) =>
  contains(instance.processName, query.processName) && equals(instance.businessType, query.businessType);

/** Completes the user's task with the approval form value: 0 agree, 1 reject, and the opinion. */
async function completeTask(context: Context<'approveTask'> | Context<'rejectTask'>, approval: 0 | 1) {
  const me = currentUser(context.session);
  const taskId = context.input.path.taskId;
  const instance = t.processInstances.all().find((row) => openSteps(row).some((step) => step.taskId === taskId));
  if (!instance) fail('任务不存在或已办理', 404);
  await decide(instance, taskId, me, { approval, remark: context.input.body?.comment?.trim() ?? '' });
  return true;
}

/** The instance of a query by instance id or business record (its latest), or a refusal. */
function instanceAsked(query: { processInstanceId?: string; businessKey?: string } | undefined): Instance {
  const { processInstanceId, businessKey } = query ?? {};
  if (!processInstanceId && !businessKey) fail('请指定流程实例或业务单据');
  const instance = t.processInstances
    .all()
    .filter((row) => equals(row.id, processInstanceId) && equals(row.businessKey, businessKey))
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .at(-1);
  if (!instance) fail('该单据没有审批流程', 404);
  return instance;
}

const instanceStates = { running: 0, agreed: 1, rejected: 2 } as const;

const businessUrls = {
  1: '/purchase/purchase-plan-check',
  2: '/purchase/order-check',
  3: '/purchase/bidding-check',
  4: '/audit',
  5: '/announcement-check',
} as const;

// ---- rates
function rateNames(body: Entity<'RateSettingForm'>) {
  return {
    itemCategoryName: categoryNamed(body.itemCategoryId).name,
    ...(body.supplierId && { supplierName: supplierNamed(body.supplierId).orgNameZh }),
  };
}

export const workflowHandlers = defineHandlers({
  // ---- deployments and definitions
  listDeployments: ({ input }) =>
    newestFirst(
      t.deployments.all().filter((row) => row.deptId === input.query.deptId),
      'deploymentTime',
    ),

  deployProcess: async ({ input, files }) => {
    const file = files.file?.[0];
    if (!file) fail('部署失败：请选择 BPMN 流程文件');
    const { deptId, processName } = input.query;
    const dept = orgNamed(deptId);
    if (dept.orgType === 4) fail('部署失败：只能为采购单位或部门部署审批流');
    const xml = await file.text();
    const flow = await compile(xml).catch((error: unknown) =>
      fail(`部署失败：${error instanceof FlowError ? error.message : '上传的文件不是有效的 BPMN 2.0 流程文件'}`),
    );
    const key = flow.key;
    if (!/^[A-Za-z_][\w.-]*$/.test(key)) fail('部署失败：流程标识只能包含字母、数字和下划线，且不能以数字开头');
    if (t.processDefinitions.all().some((row) => row.key === key && row.deptId && row.deptId !== deptId))
      fail(`部署失败：流程标识“${key}”已被其他部门使用`);
    const version =
      Math.max(
        0,
        ...t.processDefinitions
          .all()
          .filter((row) => row.key === key)
          .map((row) => row.version),
      ) + 1;
    const deploymentId = newId();
    const deploymentTime = now();
    const resourceName = /\.(bpmn|xml)$/i.test(file.name) ? file.name : `${key}.bpmn`;
    await t.bpmn.insert({ id: deploymentId, resourceName, xml, source: flow.source });
    const processDefinitionId = `${key}:${version}:${deploymentId}`;
    await t.processDefinitions.insert({
      id: processDefinitionId,
      key,
      name: processName,
      version,
      deploymentId,
      resourceName,
      deptId,
      deptName: dept.orgNameZh,
      suspendState: 1,
      deploymentTime,
    });
    return t.deployments.insert({ id: deploymentId, name: processName, deptId, processDefinitionId, deploymentTime });
  },

  pageProcessDefinitions: ({ input }) => {
    const query = input.query ?? {};
    const latest = new Map<string, number>();
    for (const row of t.processDefinitions.all()) latest.set(row.key, Math.max(latest.get(row.key) ?? 0, row.version));
    const rows = t.processDefinitions
      .all()
      .filter(
        (row) =>
          (query.allVersions === 1 || latest.get(row.key) === row.version) &&
          contains(row.name, query.name) &&
          contains(row.key, query.key) &&
          equals(row.deptId, query.deptId),
      );
    return paginate(newestFirst(rows, 'deploymentTime'), query);
  },

  suspendOrActivateProcessDefinition: async ({ input }) => {
    const definition = t.processDefinitions.require(input.body.id, '流程定义');
    if (definition.suspendState === input.body.suspendState)
      fail(input.body.suspendState === 2 ? '流程定义已是挂起状态' : '流程定义已是激活状态');
    await t.processDefinitions.update(definition.id, { suspendState: input.body.suspendState });
    return true;
  },

  deleteProcessDeployment: ({ input }) => {
    const deployment = t.deployments.require(input.path.deploymentId, '流程部署');
    const definitions = t.processDefinitions.all().filter((row) => row.deploymentId === deployment.id);
    const ids = new Set(definitions.map((row) => row.id));
    if (t.processInstances.all().some((row) => ids.has(row.processDefinitionId) && row.state === 'running'))
      fail('该流程存在运行中的审批，不能删除');
    for (const row of definitions) t.processDefinitions.remove(row.id);
    t.bpmn.remove(deployment.id);
    t.deployments.remove(deployment.id);
    return true;
  },

  getProcessDefinitionXml: ({ input }) => {
    const bpmn = t.bpmn.require(input.query.deploymentId, '流程部署');
    if (input.query.resourceName && input.query.resourceName !== bpmn.resourceName)
      fail(`流程资源“${input.query.resourceName}”不存在`, 404);
    return { deploymentId: bpmn.id, resourceName: bpmn.resourceName, xml: bpmn.xml };
  },

  // ---- users and organisations
  pageWorkflowUsers: ({ input }) => {
    const query = input.query ?? {};
    const rows = accountTables.users
      .all()
      .filter(
        (user) =>
          user.userType === 0 &&
          user.status === 1 &&
          contains(user.fullName, query.name) &&
          equals(user.orgId, query.orgId),
      )
      .map(workflowUser);
    return paginate(rows, query);
  },
  listUsersByDeploymentId: ({ input }) => {
    const deployment = t.deployments.require(input.query.deploymentId, '流程部署');
    return unitUsers(deployment.deptId)
      .filter((user) => user.userType === 0)
      .map(workflowUser);
  },
  queryUsersByAccount: ({ input }) =>
    accountTables.users
      .all()
      .filter((user) => user.account === input.query.Account.trim())
      .map(workflowUser),
  listWorkflowOrgs: ({ input }) => {
    const parentId = input.query?.parentId ?? '0';
    const orgs = accountTables.orgs.all().filter((org) => org.orgType !== 4);
    return orgs
      .filter((org) => org.parentId === parentId)
      .map((org) => ({
        id: org.id,
        parentId: org.parentId,
        name: org.orgNameZh,
        isParent: orgs.some((child) => child.parentId === org.id),
      }));
  },

  // ---- tasks
  pageTodoTasks: ({ input, session }) => {
    const me = currentUser(session);
    const query = input.query ?? {};
    const rows = todoTasks(me.id).filter(({ instance }) => taskFilter(query)(instance));
    return paginate(
      newestFirst(
        rows.map(({ instance, step }) => taskOf(instance, step)),
        'createTime',
      ),
      query,
    );
  },
  pageAllTasks: ({ input }) => {
    const query = input.query ?? {};
    const rows = openTasks(
      (instance, step) => taskFilter(query)(instance) && contains(step.assigneeName, query.assigneeName),
    );
    return paginate(
      newestFirst(
        rows.map(({ instance, step }) => taskOf(instance, step)),
        'createTime',
      ),
      query,
    );
  },
  pageDoneTasks: ({ input, session }) => {
    const me = currentUser(session);
    const query = input.query ?? {};
    const rows = doneSteps(me.id)
      .filter(
        ({ instance, step }) => taskFilter(query)(instance) && between(step.endTime, query.startTime, query.endTime),
      )
      .map(({ instance, step }) => doneOf(instance, step));
    return paginate(newestFirst(rows, 'endTime'), query);
  },
  pageAllDoneTasks: ({ input }) => {
    const query = input.query ?? {};
    const rows = doneSteps()
      .filter(
        ({ instance, step }) =>
          taskFilter(query)(instance) &&
          contains(step.assigneeName, query.assigneeName) &&
          between(step.endTime, query.startTime, query.endTime),
      )
      .map(({ instance, step }) => doneOf(instance, step));
    return paginate(newestFirst(rows, 'endTime'), query);
  },
  pageOrderApprovalTasks: ({ input, session }) => {
    const me = currentUser(session);
    const query = input.query ?? {};
    const rows = openTasks(
      (instance, step) =>
        instance.businessType === 2 && mayTake(step, me.id) && contains(instance.businessNo, query.orderNo),
    ).map(({ instance, step }) => orderRow(instance, step, false));
    return paginate(newestFirst(rows, 'createTime'), query);
  },
  pageHistoryOrderApprovals: ({ input, session }) => {
    const me = currentUser(session);
    const query = input.query ?? {};
    const rows = doneSteps(me.id)
      .filter(
        ({ instance, step }) =>
          instance.businessType === 2 &&
          contains(instance.businessNo, query.orderNo) &&
          equals(step.result, query.result),
      )
      .map(({ instance, step }) => orderRow(instance, step, true));
    return paginate(newestFirst(rows, 'approveTime'), query);
  },
  approveTask: (context) => completeTask(context, 0),
  rejectTask: (context) => completeTask(context, 1),
  getTaskDetail: ({ input }) => {
    const instance = t.processInstances
      .all()
      .find((row) => row.steps.some((step) => step.taskId === input.path.taskId));
    if (!instance) fail('任务不存在', 404);
    const step = instance.steps.find((row) => row.taskId === input.path.taskId) as Step;
    const definition = t.processDefinitions.get(instance.processDefinitionId);
    const xml = definition && t.bpmn.get(definition.deploymentId)?.xml;
    const defined = xml ? taskFormFields(xml, step.elementId) : [];
    // What this step decided fills the form back in; a flow drawn without a form gets the platform's approval form.
    const decided: Record<string, string | undefined> = {
      approval: step.result === undefined ? undefined : String(step.result),
      remark: step.comment || undefined,
    };
    return {
      task: taskOf(instance, step),
      formKey: 'approval_form',
      formProperties: (defined.length > 0 ? defined : approvalForm).map((field) => {
        const value = decided[field.id];
        return value === undefined ? field : { ...field, value };
      }),
      history: instance.steps.map(historyOf),
      businessUrl: businessUrls[instance.businessType],
    };
  },
  listProcessHistory: ({ input }) => {
    const { processInstanceId, businessKey } = input.query ?? {};
    if (!processInstanceId && !businessKey) fail('请指定流程实例或业务单据');
    return t.processInstances
      .all()
      .filter((row) => equals(row.id, processInstanceId) && equals(row.businessKey, businessKey))
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .flatMap((row) => row.steps.map(historyOf));
  },
  getProcessInstanceDiagram: ({ input }) => {
    const instance = instanceAsked(input.query);
    const definition = t.processDefinitions.require(instance.processDefinitionId, '流程定义');
    return {
      processInstanceId: instance.id,
      businessKey: instance.businessKey,
      processName: instance.processName,
      xml: t.bpmn.require(definition.deploymentId, '流程部署').xml,
      finishedElementIds: [...new Set(instance.finishedElementIds)],
      activeElementIds: [...new Set(openSteps(instance).map((step) => step.elementId))],
      takenFlowIds: [...new Set(instance.takenFlowIds)],
      state: instanceStates[instance.state],
    };
  },

  // ---- rates
  pageRateSettings: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.rateSettings
      .all()
      .filter((row) => equals(row.itemCategoryId, query.itemCategoryId) && equals(row.supplierId, query.supplierId));
    return paginate(newestFirst(rows, 'updateTime'), query);
  },
  saveRateSetting: async ({ input, session }) => {
    const me = currentUser(session);
    const { id, ...body } = input.body;
    const names = rateNames(input.body);
    const existing = id ? t.rateSettings.require(id, '费率设置') : undefined;
    const duplicate = t.rateSettings
      .all()
      .find(
        (row) =>
          row.id !== id &&
          row.itemCategoryId === body.itemCategoryId &&
          (row.supplierId ?? '') === (body.supplierId ?? '') &&
          (row.fkItemId ?? '') === (body.fkItemId ?? ''),
      );
    if (duplicate) fail('该品目与供应商的费率已设置，请直接修改');
    const fields = { ...body, ...names, updateUserName: me.fullName, updateTime: now() };
    if (!existing) return t.rateSettings.insert({ id: newId(), ...fields });
    if (existing.rate !== body.rate)
      await t.rateHistory.insert({
        id: newId(),
        fkItemId: existing.fkItemId ?? existing.id,
        ...(existing.itemName && { itemName: existing.itemName }),
        oldRate: existing.rate,
        newRate: body.rate,
        operatorName: me.fullName,
        changeTime: fields.updateTime,
        ...(body.remark && { remark: body.remark }),
      });
    return t.rateSettings.update(existing.id, fields);
  },
  pageRateHistory: ({ input }) => {
    const rows = t.rateHistory.all().filter((row) => row.fkItemId === input.query.fkItemId);
    return paginate(newestFirst(rows, 'changeTime'), input.query);
  },
});
