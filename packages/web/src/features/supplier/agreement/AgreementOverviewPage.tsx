import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  listSupplierAfterSalesQueryOptions,
  listSupplierGoodsQueryOptions,
  supplierOrderListQueryOptions,
  supplierQueryEvaluateListQueryOptions,
} from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { SpinnerIcon } from '@/shared/ui/icons.tsx';

type Child =
  | '/supplier-agreement-goods'
  | '/supplier-agreement-order'
  | '/supplier-agreement-after-sale'
  | '/supplier-agreement-evaluate';

function Card({
  to,
  title,
  total,
  children,
}: {
  to: Child;
  title: string;
  total: number | undefined;
  children?: ReactNode;
}) {
  return (
    <Link to={to} search={{}} aria-label={title} className="flex flex-col gap-2 rounded bg-white p-5 hover:shadow">
      <span className="text-sm text-slate-500">{title}</span>
      <span className="text-2xl font-semibold text-slate-800">{total ?? <SpinnerIcon />}</span>
      {children}
    </Link>
  );
}

// Each count is the total of its list's first page of one row.
const one = { current: 1, size: 1 } as const;
const firstRow = { pageNum: 1, pageSize: 1 } as const;

/** 协议采购: the agreement business at a glance, each count opening its page. */
export function AgreementOverviewPage() {
  const goods = useQuery(listSupplierGoodsQueryOptions({ query: { ...one, itemType: 4 } }));
  const orders = useQuery(supplierOrderListQueryOptions({ query: { ...firstRow, orderType: 2 } }));
  const toShip = useQuery(supplierOrderListQueryOptions({ query: { ...firstRow, orderType: 2, status: 3 } }));
  const afterSales = useQuery(listSupplierAfterSalesQueryOptions({ query: { ...firstRow, status: 0 } }));
  const evaluations = useQuery(supplierQueryEvaluateListQueryOptions({ query: one }));
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Card to="/supplier-agreement-goods" title="协议商品" total={goods.data?.total} />
      <Card to="/supplier-agreement-order" title="协议订单" total={orders.data?.total}>
        <span className="text-xs text-slate-500">待发货 {toShip.data?.total ?? '--'}</span>
      </Card>
      <Card to="/supplier-agreement-after-sale" title="待审核售后" total={afterSales.data?.total} />
      <Card to="/supplier-agreement-evaluate" title="评价" total={evaluations.data?.total} />
    </div>
  );
}
