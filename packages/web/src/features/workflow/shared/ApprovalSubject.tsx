import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  getOrderInfoByIdQueryOptions,
  getProjectQueryOptions,
  listPurchasePlansToCheckQueryOptions,
} from '@zc/sdk/react';
import { orderLineColumns } from '@/features/orders/order-lines.tsx';
import { PlanSections } from '@/features/plans/PlanSections.tsx';
import { ProjectRules, ruleWordsOf } from '@/features/projects/ProjectRules.tsx';
import { formatMoney } from '@/shared/format/money.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';

type Task = components['schemas']['WorkflowTask'];

/** A plan waiting for the approver, found by its number among the plans the approver is to check. */
function PlanSubject({ planNo }: { planNo: string }) {
  const query = useQuery({
    ...listPurchasePlansToCheckQueryOptions({ query: { planNo, pageNum: 1, pageSize: 10 } }),
    // The number narrows the list (a partial match): the plan is the one of exactly that number.
    select: (page) => page.records.find((plan) => plan.planNo === planNo) ?? null,
  });
  return <QueryState query={query}>{(plan) => <PlanSections plan={plan} />}</QueryState>;
}

function OrderSubject({ id }: { id: string }) {
  const query = useQuery(getOrderInfoByIdQueryOptions({ path: { id } }));
  return (
    <QueryState query={query}>
      {({ order, details }) => (
        <>
          <Details
            title="订单信息"
            items={[
              { label: '订单编号', value: order.orderNo },
              { label: '供应商', value: order.supplierName, span: 2 },
              { label: '商品金额', value: formatMoney(order.goodsAmount) },
              { label: '运费', value: formatMoney(order.freight) },
              { label: '订单金额', value: formatMoney(order.totalPrice) },
              { label: '下单人', value: order.buyerName },
              { label: '收货地址', value: order.address, span: 2 },
              { label: '买家备注', value: order.remark, span: 3 },
            ]}
          />
          <TableSection label="商品明细" columns={orderLineColumns()} records={details} />
        </>
      )}
    </QueryState>
  );
}

/**
 * A project to publish: its facts and its rules. Inquiries are approved in the same flows (business type 3) and are
 * not projects: for them the project is not found, and nothing is shown.
 */
function ProjectSubject({ id }: { id: string }) {
  const { data: project } = useQuery({ ...getProjectQueryOptions({ path: { id } }), retry: false });
  if (!project) return null;
  return (
    <>
      <Details
        title="项目信息"
        items={[
          { label: '项目编号', value: project.projectNo },
          { label: '项目名称', value: project.projectName, span: 2 },
          { label: '采购单位', value: project.purchaserOrgName },
          { label: '预算金额', value: formatMoney(project.budgetAmount) },
          { label: '交货地址', value: project.deliveryAddress },
          { label: '备注', value: project.remark, span: 3 },
        ]}
      />
      <ProjectRules kind={ruleWordsOf(project.projectType)} projectId={id} />
    </>
  );
}

/**
 * What a task asks the approver to decide on: a plan's lines, budget and quota left, an order's goods and amounts, a
 * project's rules.
 */
export function ApprovalSubject({ task }: { task: Task }) {
  if (task.businessType === 1 && task.businessNo) return <PlanSubject planNo={task.businessNo} />;
  if (task.businessType === 2) return <OrderSubject id={task.businessKey} />;
  if (task.businessType === 3) return <ProjectSubject id={task.businessKey} />;
  return null;
}
