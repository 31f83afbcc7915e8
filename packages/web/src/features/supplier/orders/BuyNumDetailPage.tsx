import { useQuery } from '@tanstack/react-query';
import { getBuyNumDetailsByOrderIdQueryOptions } from '@zc/sdk/react';
import { usePageSearch } from '@/shared/page/page.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { useBuyNumHandling } from './buy-num-actions.tsx';
import { buyNumColumns } from './buy-num-columns.tsx';

/** 购买数量变更详情 (`?id=` the order): every change request of one order, handled here as on the list. */
export function BuyNumDetailPage() {
  const { id } = usePageSearch('/local-supplier-buy-num-detail');
  const handling = useBuyNumHandling();
  const query = useQuery({ ...getBuyNumDetailsByOrderIdQueryOptions({ path: { orderId: id ?? '' } }), enabled: !!id });
  if (!id) return <p className="rounded bg-white p-10 text-center text-sm text-slate-400">未指定订单</p>;
  return (
    <QueryState query={query}>
      {(changes) => (
        <>
          <TableSection label="购买数量变更记录" columns={buyNumColumns(handling.rowButtons)} records={changes} />
          {handling.dialog}
        </>
      )}
    </QueryState>
  );
}
