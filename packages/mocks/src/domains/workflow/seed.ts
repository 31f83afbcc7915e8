// Seeded approval flows: deployed as the designer's deploy call deploys them, and one set per purchaser unit (plan
// countersign of the chosen approvers, order and project approval by the unit's approvers), so that the seeded
// plans, orders and projects waiting for approval are in their flows and the platform approves out of the box.
import type { Entity } from '../../engine/entities.ts';
import { compareTimes, daysFromSeedDay, formatDateTime, seedId } from '../../engine/random.ts';
import { accountTables } from '../../tables/accounts.ts';
import { orderTables } from '../../tables/orders.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { planTables } from '../../tables/welfare.ts';
import { seededOrgs } from '../accounts/seed.ts';
import { type ApprovalFlow, approvalFlowXml } from './bpmn.ts';
import { compile } from './engine.ts';
import { expression } from './expressions.ts';
import { decide, type Instance, instanceOf, startApproval, unitApprovers } from './instances.ts';

const at = (days: number, hour = 9) => {
  const date = daysFromSeedDay(days);
  date.setHours(hour, 0, 0, 0);
  return formatDateTime(date);
};

/** Ids of the seeded instances' tasks, which live in the instances' steps rather than a table of their own. */
export const seededTaskId = () => seedId('processTasks');

/** Deploys a flow for a department, as the next version of its key. */
export async function deploySeeded(flow: ApprovalFlow, deptId: string, deploymentId: string, deploymentTime: string) {
  const xml = approvalFlowXml(flow);
  const { source } = await compile(xml);
  const version =
    Math.max(
      0,
      ...t.processDefinitions
        .all()
        .filter((row) => row.key === flow.key)
        .map((row) => row.version),
    ) + 1;
  const id = `${flow.key}:${version}:${deploymentId}`;
  const resourceName = `${flow.key}.bpmn`;
  t.bpmn.insert({ id: deploymentId, resourceName, xml, source });
  t.processDefinitions.insert({
    id,
    key: flow.key,
    name: flow.name,
    version,
    deploymentId,
    resourceName,
    deptId,
    deptName: accountTables.orgs.get(deptId)?.orgNameZh ?? '',
    suspendState: 1,
    deploymentTime,
  });
  t.deployments.insert({ id: deploymentId, name: flow.name, deptId, processDefinitionId: id, deploymentTime });
}

/** Takes decisions on an instance in turn, each by the open task's own assignee (or first candidate). */
export async function decideInTurn(
  started: Instance,
  decisions: { approval: number; remark: string; at: string }[],
  taskIds: () => string,
  record = true,
) {
  let instance = started;
  for (const decision of decisions) {
    const step = instance.steps.find((row) => row.result === undefined);
    const user = accountTables.users.get(step?.assigneeId || step?.candidateIds[0]);
    if (!step || !user || instance.state !== 'running') break;
    instance = await decide(instance, step.taskId, user, decision, { at: decision.at, taskIds, record });
  }
  return instance;
}

const countersign = {
  sequential: true,
  collection: expression('approvers'),
  elementVariable: 'approver',
  completionCondition: expression('nrOfCompletedInstances == nrOfInstances'),
};

/** The flows of a purchaser unit: what approves its plans, orders and projects until it deploys its own. */
const unitFlows = (n: number): ApprovalFlow[] => [
  {
    key: `Process_plan_${n}`,
    name: '采购计划审批流程',
    steps: [{ name: '计划审批', assignee: expression('approver'), countersign }],
  },
  {
    key: `Process_order_${n}`,
    name: '采购订单审批流程',
    steps: [{ name: '订单审批', candidateGroups: 'approver,project_manager' }],
  },
  { key: `Process_project_${n}`, name: '采购项目审批流程', steps: [{ name: '项目审批', candidateGroups: 'approver' }] },
  {
    key: `Process_notice_${n}`,
    name: '采购公告审核流程',
    steps: [{ name: '公告审核', candidateGroups: 'approver,project_manager' }],
  },
];

type Order = Entity<'Order'>;

/** A step of a seeded flow: its first user the assignee, the others candidates. */
interface FlowNode {
  name: string;
  assigneeIds: string[];
}

/** The flows an administrator deployed for the purchasing group and the platform, and one set per purchaser unit. */
export async function seedFlows() {
  const user = (account: string) => accountTables.users.all().find((row) => row.account === account)?.id ?? '';
  const ids = (...accounts: string[]) => accounts.map(user);
  const { purchaser, platform } = seededOrgs;
  const flows: { key: string; name: string; deptId: string; nodes: FlowNode[]; days: number }[] = [
    {
      key: 'order_approval',
      name: '采购订单审批流程',
      deptId: purchaser,
      nodes: [{ name: '部门负责人审批', assigneeIds: ids('shenpi01') }],
      days: -300,
    },
    {
      key: 'order_approval',
      name: '采购订单审批流程',
      deptId: purchaser,
      nodes: [
        { name: '部门负责人审批', assigneeIds: ids('shenpi01', 'bangong01') },
        { name: '财务审核', assigneeIds: ids('caiwu01') },
      ],
      days: -120,
    },
    {
      key: 'plan_approval',
      name: '采购计划审批流程',
      deptId: purchaser,
      nodes: [
        { name: '计划审批', assigneeIds: ids('shenpi01') },
        { name: '分管领导审批', assigneeIds: ids('xiangmu01') },
      ],
      days: -110,
    },
    {
      key: 'project_approval',
      name: '采购项目立项审批',
      deptId: purchaser,
      nodes: [{ name: '项目审批', assigneeIds: ids('shenpi01') }],
      days: -100,
    },
    {
      key: 'supplier_access',
      name: '供应商准入审批',
      deptId: platform,
      nodes: [{ name: '准入审核', assigneeIds: ids('admin', 'guanli02') }],
      days: -90,
    },
  ];
  for (const flow of flows)
    await deploySeeded(
      {
        key: flow.key,
        name: flow.name,
        steps: flow.nodes.map(({ name, assigneeIds: [assignee, ...others] }) => ({
          name,
          ...(assignee && { assignee }),
          ...(others.length > 0 && { candidateUsers: others.join(',') }),
        })),
      },
      flow.deptId,
      seedId(t.deployments),
      at(flow.days, 10),
    );

  const units = accountTables.orgs.all().filter((org) => org.orgType === 2 && org.parentId === '0');
  for (const [n, unit] of units.entries())
    for (const flow of unitFlows(n + 1)) await deploySeeded(flow, unit.id, seedId(t.deployments), at(-30, 10));
}

/**
 * The plans, orders and notices waiting for approval, started on their units' flows: seeded by the platform, the last
 * domain to seed, once those rows are in.
 */
export async function seedWaitingApprovals() {
  // Those the platform's sample approvals took are in their flows already.
  for (const plan of planTables.plans.all().filter((row) => row.status === 1 && !instanceOf(1, row.id))) {
    const applicant = accountTables.users.get(plan.applicantId);
    if (!applicant || !plan.approverIds?.length) continue;
    const logs = planTables.checkLogs
      .all()
      .filter((log) => log.planId === plan.id)
      .sort((a, b) => compareTimes(a.checkTime, b.checkTime));
    const submitted = logs.map((log) => log.result).lastIndexOf(0);
    const instance = await startApproval({
      businessType: 1,
      businessKey: plan.id,
      businessNo: plan.planNo,
      title: plan.planName,
      applicant,
      approvers: plan.approverIds,
      id: seedId(t.processInstances),
      taskIds: seededTaskId,
      at: logs[submitted]?.checkTime ?? plan.createTime,
    });
    // The approvals already in the plan's check log are the flow's first decisions (the log has them already).
    const approvals = logs.slice(submitted + 1).filter((log) => log.result === 1);
    await decideInTurn(
      instance,
      approvals.map((log) => ({ approval: 0, remark: log.opinion ?? '同意', at: log.checkTime })),
      seededTaskId,
      false,
    );
  }

  for (const order of orderTables.orders.all().filter((row: Order) => row.status === 0 && !instanceOf(2, row.id))) {
    const applicant = accountTables.users.get(order.buyerId);
    if (!applicant) continue;
    await startApproval({
      businessType: 2,
      businessKey: order.id,
      businessNo: order.orderNo,
      title: order.orderNo,
      applicant,
      approvers: unitApprovers(applicant),
      order: { orgName: order.purchaserName, supplierName: order.supplierName, totalPrice: order.totalPrice },
      id: seedId(t.processInstances),
      taskIds: seededTaskId,
      at: order.createTime,
    });
  }

  for (const notice of t.notices.all().filter((row) => row.status === 3 && row.publishOrgId)) {
    const publisher = accountTables.users
      .all()
      .find((user) => user.orgId === notice.publishOrgId && user.status === 1 && user.userType === 0);
    if (!publisher) continue;
    await startApproval({
      businessType: 5,
      businessKey: notice.id,
      businessNo: notice.projectNo ?? notice.id,
      title: notice.title,
      applicant: publisher,
      approvers: unitApprovers(publisher),
      id: seedId(t.processInstances),
      taskIds: seededTaskId,
      at: notice.createTime,
    });
  }
}
