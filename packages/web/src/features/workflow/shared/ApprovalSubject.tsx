import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  getOrderInfoByIdQueryOptions,
  getProjectQueryOptions,
  getSourcingDetailQueryOptions,
  getSupplierByIdQueryOptions,
  listPurchasePlansToCheckQueryOptions,
  pageNoticesToCheckQueryOptions,
} from '@zc/sdk/react';
import { NoticeBody } from '@/features/notices/NoticeBody.tsx';
import { orderLineColumns } from '@/features/orders/order-lines.tsx';
import { PlanSections } from '@/features/plans/PlanSections.tsx';
import { ProjectRules, ruleWordsOf } from '@/features/projects/ProjectRules.tsx';
import { commodityColumns } from '@/features/sourcing/commodity-columns.ts';
import { SourcingDetails } from '@/features/sourcing/SourcingSheet.tsx';
import { SupplierMaterials } from '@/features/suppliers/SupplierMaterials.tsx';
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
 * A project to publish: its facts and its rules. Inquiries are approved in the same flows (business type 3): what is
 * not a project is the inquiry of that id.
 */
function ProjectSubject({ id }: { id: string }) {
  const query = useQuery({ ...getProjectQueryOptions({ path: { id } }), retry: false });
  if (query.isError) return <InquirySubject id={id} />;
  const project = query.data;
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

function InquirySubject({ id }: { id: string }) {
  const query = useQuery(getSourcingDetailQueryOptions({ path: { id } }));
  return (
    <QueryState query={query}>
      {(sourcing) => (
        <>
          <SourcingDetails sourcing={sourcing} />
          <TableSection label="询价商品" columns={commodityColumns} records={sourcing.commodities ?? []} />
        </>
      )}
    </QueryState>
  );
}

function SupplierSubject({ id }: { id: string }) {
  const query = useQuery(getSupplierByIdQueryOptions({ path: { id } }));
  return <QueryState query={query}>{(supplier) => <SupplierMaterials supplier={supplier} />}</QueryState>;
}

/** A notice waiting for the approver, found among the notices the approver is to check. */
function NoticeSubject({ id }: { id: string }) {
  const query = useQuery({
    ...pageNoticesToCheckQueryOptions({ query: { current: 1, size: 100 } }),
    select: (page) => page.records.find((notice) => notice.id === id) ?? null,
  });
  return (
    <QueryState query={query}>
      {(notice) => (
        <section aria-label="公告信息" className="rounded bg-white p-4">
          <h3 className="mb-3 border-l-4 border-brand pl-2 font-medium text-slate-800">{notice.title}</h3>
          <NoticeBody notice={notice} />
        </section>
      )}
    </QueryState>
  );
}

/**
 * What a task asks the approver to decide on: a plan's lines, budget and quota left, an order's goods and amounts, a
 * project's rules or an inquiry's goods, a supplier's registration, a notice's text.
 */
export function ApprovalSubject({ task }: { task: Task }) {
  if (task.businessType === 1 && task.businessNo) return <PlanSubject planNo={task.businessNo} />;
  if (task.businessType === 2) return <OrderSubject id={task.businessKey} />;
  if (task.businessType === 3) return <ProjectSubject id={task.businessKey} />;
  if (task.businessType === 4) return <SupplierSubject id={task.businessKey} />;
  if (task.businessType === 5) return <NoticeSubject id={task.businessKey} />;
  return null;
}
