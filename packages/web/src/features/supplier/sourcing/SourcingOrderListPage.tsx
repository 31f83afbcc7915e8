import { pageSupplierSourcingOrders } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { sourcingOrderFilters } from './filters.ts';
import { sourcingOrderColumns } from './sourcing-orders.tsx';

const columns = sourcingOrderColumns();

/** 寻源订单: the orders this supplier won in sourcing inquiries; each opens to its detail. */
export function SourcingOrderListPage() {
  const list = useList(pageSupplierSourcingOrders, sourcingOrderFilters);
  return <ListPage label="寻源订单" list={list} columns={columns} />;
}
