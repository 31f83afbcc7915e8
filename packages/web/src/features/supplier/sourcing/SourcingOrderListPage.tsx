import { useListSearch } from '../../../app/page.tsx';
import { tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { sourcingOrderColumns, sourcingOrderFilters, useSourcingOrders } from './sourcing-orders.tsx';

/** 寻源订单: the orders this supplier won in sourcing inquiries; each opens to its detail. */
export function SourcingOrderListPage() {
  const list = useListSearch();
  const query = useSourcingOrders(list);
  return (
    <ListPage
      label="寻源订单"
      list={list}
      filters={sourcingOrderFilters}
      columns={sourcingOrderColumns}
      {...tableQuery(query)}
    />
  );
}
