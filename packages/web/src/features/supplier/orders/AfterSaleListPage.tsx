import { type components, listSupplierAfterSales } from '@zc/sdk';
import { afterSaleStatusLabels, afterSaleTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { afterSaleColumns, useAfterSaleActions } from './after-sale.tsx';
import { afterSaleFilters } from './filters.ts';
import { useOrderAfterSaleFlow } from './order-after-sale-flow.ts';

type AfterSale = components['schemas']['AfterSale'];

/** 售后管理 (and 协议售后): purchasers' after-sale cases on this supplier's orders. */
export function AfterSaleListPage({ label = '售后列表' }: { label?: string }) {
  const list = useList(listSupplierAfterSales, afterSaleFilters);
  const actions = useAfterSaleActions(useOrderAfterSaleFlow());
  const columns = afterSaleColumns<AfterSale>(
    { type: afterSaleTypeLabels, status: afterSaleStatusLabels },
    (row) => [row.purchaserName, row.applicantName].filter(Boolean).join(' '),
    actions.buttons,
  );
  return (
    <>
      <ListPage label={label} list={list} columns={columnsOf<AfterSale>(columns)} />
      {actions.dialogs}
    </>
  );
}
