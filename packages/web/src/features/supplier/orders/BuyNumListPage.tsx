import { listOrderBuyNumDetails } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useBuyNumHandling } from './buy-num-actions.tsx';
import { buyNumColumns } from './buy-num-columns.tsx';
import { buyNumFilters } from './filters.ts';

/** 订单变更管理: purchasers' requests to change ordered quantities, accepted or refused by the supplier. */
export function BuyNumListPage() {
  const list = useList(listOrderBuyNumDetails, buyNumFilters);
  const handling = useBuyNumHandling();
  return (
    <>
      <ListPage
        label="订单变更列表"
        list={list}
        columns={buyNumColumns(handling.rowButtons)}
        batchActions={(rows) => handling.buttons(rows.filter((row) => row.handleStatus === 0).map((row) => row.id))}
      />
      {handling.dialog}
    </>
  );
}
