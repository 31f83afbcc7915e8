// The workflow service (/activitis/...): approval flows deployed per department from BPMN XML, their process
// instances and tasks (to-do, done, all, order approvals) that approve and reject really move, and rate settings.
import type { Context } from '../../engine/define.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { currentUser } from '../accounts/session.ts';
import { categoryNamed, orgNamed, supplierNamed } from './lookups.ts';

type Instance = ReturnType<typeof t.processInstances.all>[number];
type Step = Instance['steps'][number];
type User = Entity<'User'>;
export interface FlowNode {
  name: string;
  assigneeIds: string[];
}

// ---- BPMN
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A BPMN 2.0 document of a linear approval flow, as the designer writes one (camunda vocabulary). */
export function bpmnXml(key: string, name: string, nodes: FlowNode[]): string {
  const tasks = nodes
    .map(
      (node, i) =>
        `    <bpmn:userTask id="Task_${i + 1}" name="${escapeXml(node.name)}" camunda:assignee="${node.assigneeIds[0] ?? ''}"${
          node.assigneeIds.length > 1 ? ` camunda:candidateUsers="${node.assigneeIds.slice(1).join(',')}"` : ''
        } />`,
    )
    .join('\n');
  const flows = ['StartEvent_1', ...nodes.map((_, i) => `Task_${i + 1}`), 'EndEvent_1']
    .slice(0, -1)
    .map((from, i, all) => {
      const to = i + 1 < all.length ? all[i + 1] : 'EndEvent_1';
      return `    <bpmn:sequenceFlow id="Flow_${i + 1}" sourceRef="${from}" targetRef="${to}" />`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${escapeXml(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始" />
${tasks}
    <bpmn:endEvent id="EndEvent_1" name="结束" />
${flows}
  </bpmn:process>
</bpmn:definitions>
`;
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)(?:\\w+:)?${name}="([^"]*)"`).exec(attributes)?.[1];

/** The user ids an assignee or candidate list names: user ids or accounts; expressions are left to the engine. */
function usersNamed(text: string | undefined): string[] {
  const users = accountTables.users.all();
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.includes('${'))
    .flatMap((part) => users.filter((user) => user.id === part || user.account === part).map((user) => user.id));
}

/** The process key and the approver nodes of a BPMN document, or a refusal when it is not one. */
function readBpmn(xml: string, deptId: string): { key: string; nodes: FlowNode[] } {
  const process = /<(?:\w+:)?process\b([^>]*)>/.exec(xml);
  const key = process && attribute(process[1] ?? '', 'id');
  if (!/<(?:\w+:)?definitions\b/.test(xml) || !key) fail('部署失败：上传的文件不是有效的 BPMN 2.0 流程文件');
  if (!/^[A-Za-z_][\w.-]*$/.test(key)) fail('部署失败：流程标识只能包含字母、数字和下划线，且不能以数字开头');
  const nodes = [...xml.matchAll(/<(?:\w+:)?userTask\b([^>]*?)\/?>/g)].map(([, attributes = ''], index) => {
    const named = [
      ...usersNamed(attribute(attributes, 'assignee')),
      ...usersNamed(attribute(attributes, 'candidateUsers')),
    ];
    return {
      name: attribute(attributes, 'name') || `审批节点${index + 1}`,
      assigneeIds: named.length ? [...new Set(named)] : defaultApprovers(deptId),
    };
  });
  if (nodes.length === 0) fail('部署失败：流程中没有审批节点（用户任务）');
  return { key, nodes };
}

/** Users of the department's unit who hold the approver role, when a node names no assignee. */
function defaultApprovers(deptId: string): string[] {
  const unit = new Set(unitUsers(deptId).map((user) => user.id));
  return accountTables.users
    .all()
    .filter((user) => unit.has(user.id) && user.roles?.some((role) => role.roleCode === 'approver'))
    .map((user) => user.id);
}

/** Users of the whole unit a department belongs to (its top organisation and everything under it). */
function unitUsers(deptId: string): User[] {
  const orgs = accountTables.orgs;
  let top = orgs.require(deptId, '部门');
  for (let parent = orgs.get(top.parentId); parent; parent = orgs.get(parent.parentId)) top = parent;
  const inside = new Set([top.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const org of orgs.all())
      if (!inside.has(org.id) && inside.has(org.parentId)) {
        inside.add(org.id);
        grew = true;
      }
  }
  return accountTables.users.all().filter((user) => inside.has(user.orgId) && user.status === 1);
}

const workflowUser = (user: User): Entity<'WorkflowUser'> => ({
  id: user.id,
  name: user.fullName,
  account: user.account,
  ...(user.orgName && { orgName: user.orgName }),
});

// ---- tasks
const openStep = (instance: Instance): Step | undefined =>
  instance.state === 'running' ? instance.steps.find((step) => step.result === undefined) : undefined;
const mayTake = (step: Step, userId: string) => step.assigneeId === userId || step.candidateIds.includes(userId);

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
    assigneeId: step.assigneeId,
    assigneeName: step.assigneeName,
    priority: 50,
    createTime: step.startTime,
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
  assigneeId: step.assigneeId,
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
  t.processInstances.all().flatMap((instance) => {
    const step = openStep(instance);
    return step && keep(instance, step) ? [{ instance, step }] : [];
  });
/** Steps the user completed, with their instance. */
const doneSteps = (userId: string) =>
  t.processInstances
    .all()
    .flatMap((instance) =>
      instance.steps
        .filter((step) => step.result !== undefined && step.assigneeId === userId)
        .map((step) => ({ instance, step })),
    );

const taskFilter = (query: Record<string, unknown>) => (instance: Instance) =>
  contains(instance.processName, query.processName) && equals(instance.businessType, query.businessType);

/** The nodes of an instance's flow (from its deployment's BPMN). */
function nodesOf(instance: Instance): FlowNode[] {
  const definition = t.processDefinitions.get(instance.processDefinitionId);
  return (definition && t.bpmn.get(definition.deploymentId)?.nodes) ?? [];
}

/** A step of a node: assigned to its first user, the others candidates. */
export function stepFor(node: FlowNode, startTime = now(), taskId = newId()): Step {
  const [assigneeId = '', ...candidateIds] = node.assigneeIds;
  return {
    taskId,
    taskName: node.name,
    assigneeId,
    assigneeName: accountTables.users.get(assigneeId)?.fullName ?? '待分配',
    candidateIds,
    startTime,
  };
}

/** Completes the user's task with the approval form value: 0 agree (next node or end), 1 reject (end). */
async function completeTask(context: Context<'approveTask'> | Context<'rejectTask'>, result: 0 | 1) {
  const me = currentUser(context.session);
  const taskId = context.input.path.taskId;
  const instance = t.processInstances.all().find((row) => openStep(row)?.taskId === taskId);
  if (!instance) fail('任务不存在或已办理', 404);
  const step = openStep(instance) as Step;
  if (!mayTake(step, me.id)) fail('您不是该任务的办理人，不能审批', 403);
  if (t.processDefinitions.get(instance.processDefinitionId)?.suspendState === 2)
    fail('流程定义已挂起，任务暂不能办理');
  const comment = context.input.body?.comment?.trim() || (result === 0 ? '同意' : '');
  const completed: Step = {
    ...step,
    assigneeId: me.id,
    assigneeName: me.fullName,
    result,
    ...(comment && { comment }),
    endTime: now(),
  };
  const steps = instance.steps.map((row) => (row.taskId === taskId ? completed : row));
  const next = result === 0 ? nodesOf(instance)[instance.nodeIndex + 1] : undefined;
  await t.processInstances.update(instance.id, {
    steps: next ? [...steps, stepFor(next)] : steps,
    nodeIndex: next ? instance.nodeIndex + 1 : instance.nodeIndex,
    state: next ? 'running' : result === 0 ? 'agreed' : 'rejected',
  });
  return true;
}

const businessUrls = {
  1: '/purchase/purchase-plan-check',
  2: '/purchase/order-check',
  3: '/purchase/my-bidding',
  4: '/audit',
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
    const { key, nodes } = readBpmn(xml, deptId);
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
    await t.bpmn.insert({ id: deploymentId, resourceName, xml, nodes });
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
    return unitUsers(deployment.deptId ?? '')
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
    const rows = openTasks((instance, step) => mayTake(step, me.id) && taskFilter(query)(instance));
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
    return {
      task: taskOf(instance, step),
      formKey: 'approval_form',
      formProperties: [
        {
          id: 'approval',
          label: '审批结果',
          type: 'enum' as const,
          ...(step.result !== undefined && { value: String(step.result) }),
          defaultValue: '0',
          enumValues: [
            { id: '0', name: '同意' },
            { id: '1', name: '驳回' },
          ],
        },
        { id: 'remark', label: '审批意见', type: 'string' as const, ...(step.comment && { value: step.comment }) },
      ],
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
