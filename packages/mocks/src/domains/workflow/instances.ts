// Approval of business records on deployed flows: which flow approves a record (its department's latest deployed
// flow), who a task goes to (the designer's assignee, candidate users and candidate groups, expressions resolved
// against the applicant and the seeded users, roles and departments), and what an ended flow does to the record
// (its end state: 0 agreed, 1 refused).
import type { Entity } from '../../engine/entities.ts';
import { compareTimes, newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { orderTables } from '../../tables/orders.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { planTables } from '../../tables/welfare.ts';
import { unitUsers } from '../accounts/units.ts';
import { completeTask, type Decision, FlowError, type OpenTask, type Progress, startInstance } from './engine.ts';

export type Instance = ReturnType<typeof t.processInstances.all>[number];
export type Step = Instance['steps'][number];
type User = Entity<'User'>;
type Definition = Entity<'ProcessDefinition'>;
export type BusinessType = Instance['businessType'];

/** Words of a process name that say which business it approves, for a department with several flows. */
const businessWords: Record<BusinessType, string> = { 1: '计划', 2: '订单', 3: '项目', 4: '供应商', 5: '公告' };

/** Engine refusals are the platform's refusals. */
function run<T>(act: () => T): T {
  try {
    return act();
  } catch (error) {
    if (error instanceof FlowError) fail(error.message);
    throw error;
  }
}

// ---- people

const hasRole = (user: User, codes: string[]) => (user.roles ?? []).some((role) => codes.includes(role.roleCode));

/** The applicant's unit's approvers: who approves its orders and projects unless a flow names someone else. */
export const unitApprovers = (applicant: User) =>
  unitUsers(applicant.orgId)
    .filter((user) => user.id !== applicant.id && hasRole(user, ['approver']))
    .map((user) => user.id);

/** Who an applicant may choose to approve its records: the unit's approvers and project managers, never itself. */
export const eligibleApprovers = (applicant: User) =>
  unitUsers(applicant.orgId).filter(
    (user) => user.id !== applicant.id && hasRole(user, ['approver', 'project_manager']),
  );

/** Refuses approvers an applicant may not choose (itself, or anyone not approving for its unit), whatever the record. */
export function checkApprovers(applicant: User, approverIds: readonly string[]) {
  if (approverIds.includes(applicant.id)) fail('不能选择自己作为审批人', 403);
  const eligible = new Set(eligibleApprovers(applicant).map((user) => user.id));
  const stranger = approverIds.find((id) => !eligible.has(id));
  if (stranger === undefined) return;
  const name = accountTables.users.get(stranger)?.fullName;
  fail(`${name ? `「${name}」` : '所选审批人'}不是本单位的审批人，不能审批本单位的业务`, 403);
}

const listed = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Users named by id or account. */
const usersNamed = (names: string[]) =>
  names.flatMap((name) =>
    accountTables.users
      .all()
      .filter((user) => user.id === name || user.account === name)
      .map((user) => user.id),
  );

/** Members of candidate groups within the applicant's unit: a group is a role code, a role id or a department id. */
function groupMembers(groups: string[], applicant: User): string[] {
  const users = unitUsers(applicant.orgId);
  return users
    .filter((user) =>
      groups.some(
        (group) =>
          user.orgId === group || (user.roles ?? []).some((role) => role.roleCode === group || role.id === group),
      ),
    )
    .map((user) => user.id);
}

/** An open task as a step: its assignee, or its candidates; nobody named means the unit's approvers. */
function stepOf(task: OpenTask, applicant: User, startTime: string, taskId: string): Step {
  const [assigneeId] = usersNamed(listed(task.assignee));
  let candidateIds = [
    ...new Set([...usersNamed(listed(task.candidateUsers)), ...groupMembers(listed(task.candidateGroups), applicant)]),
  ].filter((id) => id !== assigneeId);
  if (!assigneeId && candidateIds.length === 0) candidateIds = unitApprovers(applicant);
  const names = (ids: string[]) => ids.map((id) => accountTables.users.get(id)?.fullName ?? id).join('、');
  return {
    taskId,
    taskName: task.name,
    assigneeId: assigneeId ?? '',
    assigneeName: assigneeId ? names([assigneeId]) : names(candidateIds) || '待分配',
    candidateIds,
    startTime,
    elementId: task.elementId,
    executionId: task.executionId,
    ...(task.dueDate && { dueDate: task.dueDate }),
    ...(task.priority !== undefined && { priority: task.priority }),
  };
}

export const mayTake = (step: Step, userId: string) =>
  step.result === undefined && (step.assigneeId === userId || step.candidateIds.includes(userId));

// ---- flows

/** The latest active version of each process key deployed for a department. */
function latestOf(deptId: string): Definition[] {
  const latest = new Map<string, Definition>();
  for (const row of t.processDefinitions.all())
    if (row.deptId === deptId && row.version > (latest.get(row.key)?.version ?? 0)) latest.set(row.key, row);
  return [...latest.values()].filter((row) => row.suspendState === 1);
}

/**
 * The flow approving a record of a department: a definition of the preferred key, else the department's latest
 * deployment (one whose name names the business first), else its parent's, up to the unit.
 */
export function flowFor(deptId: string | undefined, businessType: BusinessType, preferredKey?: string) {
  const preferred = t.processDefinitions
    .all()
    .filter((row) => row.key === preferredKey && row.suspendState === 1)
    .sort((a, b) => b.version - a.version)[0];
  if (preferred) return preferred;
  for (let org = accountTables.orgs.get(deptId); org; org = accountTables.orgs.get(org.parentId)) {
    const candidates = latestOf(org.id).sort((a, b) => compareTimes(b.deploymentTime, a.deploymentTime));
    const flow = candidates.find((row) => row.name.includes(businessWords[businessType])) ?? candidates[0];
    if (flow) return flow;
  }
  return undefined;
}

const sourceOf = (definition: Definition) => t.bpmn.require(definition.deploymentId, '流程部署').source;

export interface ApprovalRequest {
  businessType: BusinessType;
  businessKey: string;
  businessNo: string;
  /** Shown as the process name after the flow's own. */
  title: string;
  applicant: User;
  /** The applicant's name when not the user's own (a supplier's contact). */
  applicantName?: string;
  /** Who the flow's `${approvers}` are (chosen approvers of a plan, the unit's approvers otherwise). */
  approvers: string[];
  order?: Instance['order'];
  preferredKey?: string;
  /** Seeded instances give their ids and time. */
  id?: string;
  taskIds?: () => string;
  at?: string;
}

/** Starts the record's approval on its department's flow; a flow that ends at once settles the record at once. */
export async function startApproval(request: ApprovalRequest): Promise<Instance> {
  const { applicant } = request;
  checkApprovers(applicant, request.approvers);
  const definition = flowFor(applicant.orgId, request.businessType, request.preferredKey);
  if (!definition) fail('本单位尚未部署审批流程，请联系管理员');
  const startTime = request.at ?? now();
  const progress = run(() =>
    startInstance(sourceOf(definition), { initiator: applicant.id, approvers: request.approvers }),
  );
  const taskId = request.taskIds ?? newId;
  const instance = await t.processInstances.insert({
    id: request.id ?? newId(),
    processDefinitionId: definition.id,
    processName: `${definition.name}：${request.title}`,
    businessKey: request.businessKey,
    businessType: request.businessType,
    businessNo: request.businessNo,
    applicantId: applicant.id,
    applicantName: request.applicantName ?? applicant.fullName,
    ...(request.order && { order: request.order }),
    state: 'running',
    steps: progress.open.map((task) => stepOf(task, applicant, startTime, taskId())),
    engineState: progress.state,
    finishedElementIds: [...progress.finished],
    takenFlowIds: [...progress.taken],
    startTime,
  });
  return progress.endState === undefined ? instance : settle(instance, progress, startTime);
}

/** The record's latest instance. */
export const instanceOf = (businessType: BusinessType, businessKey: string) =>
  t.processInstances
    .all()
    .filter((row) => row.businessType === businessType && row.businessKey === businessKey)
    .sort((a, b) => compareTimes(a.startTime, b.startTime))
    .at(-1);

/** The user's open task in the record's running approval. */
export function openStepOf(instance: Instance | undefined, userId: string): Step | undefined {
  return instance?.state === 'running' ? instance.steps.find((step) => mayTake(step, userId)) : undefined;
}

interface DecideOptions {
  at?: string;
  /** Seeded steps give their ids. */
  taskIds?: () => string;
  /** Whether the business record's own log gets the decision (a seeded log has it already). */
  record?: boolean;
}

/** Completes a task with the approval form (0 agree, anything else reject) and the remark. */
export async function decide(
  instance: Instance,
  taskId: string,
  user: User,
  decision: Decision,
  { at = now(), taskIds = newId, record = true }: DecideOptions = {},
) {
  const step = instance.steps.find((row) => row.taskId === taskId && row.result === undefined);
  if (!step || instance.state !== 'running') fail('任务不存在或已办理', 404);
  if (!mayTake(step, user.id)) fail('您不是该任务的办理人，不能审批', 403);
  if (t.processDefinitions.get(instance.processDefinitionId)?.suspendState === 2)
    fail('流程定义已挂起，任务暂不能办理');
  const definition = t.processDefinitions.get(instance.processDefinitionId);
  if (!definition) fail('流程定义不存在或已删除');
  const progress = run(() => completeTask(sourceOf(definition), instance.engineState, step.executionId, decision));
  const result: 0 | 1 = decision.approval === 0 ? 0 : 1;
  const comment = decision.remark?.trim() || (result === 0 ? '同意' : '');
  const done: Step = {
    ...step,
    assigneeId: user.id,
    assigneeName: user.fullName,
    result,
    ...(comment && { comment }),
    endTime: at,
  };
  // Tasks the step closed (the rest of a refused countersign) leave the list: nobody decided them.
  const stillOpen = new Set(progress.open.map((task) => task.executionId));
  const applicant = accountTables.users.get(instance.applicantId) ?? user;
  const steps = [
    ...instance.steps.flatMap((row) =>
      row.taskId === step.taskId ? [done] : row.result !== undefined || stillOpen.has(row.executionId) ? [row] : [],
    ),
    ...progress.open
      .filter((task) => !instance.steps.some((row) => row.executionId === task.executionId))
      .map((task) => stepOf(task, applicant, at, taskIds())),
  ];
  const updated = await t.processInstances.update(instance.id, {
    steps,
    engineState: progress.state,
    finishedElementIds: [...instance.finishedElementIds, ...progress.finished],
    takenFlowIds: [...instance.takenFlowIds, ...progress.taken],
  });
  if (record) await recordDecision(updated, done);
  return progress.endState === undefined ? updated : settle(updated, progress, at);
}

/** The business record's own log of a decision (plan check log, order approval log). */
async function recordDecision(instance: Instance, step: Step) {
  const opinion = step.comment ?? (step.result === 0 ? '同意' : '驳回');
  if (instance.businessType === 1 && planTables.plans.get(instance.businessKey))
    await planTables.checkLogs.insert({
      id: newId(),
      planId: instance.businessKey,
      nodeName: step.taskName,
      checkUserId: step.assigneeId,
      checkUserName: step.assigneeName,
      result: step.result === 0 ? 1 : 2,
      opinion,
      checkTime: step.endTime ?? now(),
    });
  if (instance.businessType === 2 && orderTables.orders.get(instance.businessKey))
    await orderTables.approveLogs.insert({
      id: newId(),
      orderId: instance.businessKey,
      log: {
        id: newId(),
        nodeName: step.taskName,
        approverId: step.assigneeId,
        approverName: step.assigneeName,
        result: step.result === 0 ? 1 : 2,
        opinion,
        createTime: step.endTime ?? now(),
      },
    });
}

/**
 * An ended instance sets its record's state: a plan approved or refused, an order to confirm or refused, a notice
 * published or sent back with the refusing opinion.
 */
async function settle(instance: Instance, progress: Progress, at: string) {
  const agreed = progress.endState === 0;
  const ended = await t.processInstances.update(instance.id, { state: agreed ? 'agreed' : 'rejected', endTime: at });
  const notice = instance.businessType === 5 ? t.notices.get(instance.businessKey) : undefined;
  if (notice?.status === 3) {
    const last = [...ended.steps].reverse().find((step) => step.result !== undefined);
    await t.notices.update(notice.id, {
      status: agreed ? 1 : 4,
      ...(last && { auditorName: last.assigneeName, auditTime: at }),
      ...(last?.comment && { auditOpinion: last.comment }),
      ...(agreed && { publishTime: at }),
    });
  }
  const plan = instance.businessType === 1 ? planTables.plans.get(instance.businessKey) : undefined;
  if (plan?.status === 1) await planTables.plans.update(plan.id, { status: agreed ? 2 : 3 });
  const order = instance.businessType === 2 ? orderTables.orders.get(instance.businessKey) : undefined;
  if (order?.status === 0) await orderTables.orders.update(order.id, { status: agreed ? 2 : 1, updateTime: at });
  return ended;
}
