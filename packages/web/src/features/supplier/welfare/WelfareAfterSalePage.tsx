import { type components, listSupplierWelfareAfterSales } from '@zc/sdk';
import { welfareAfterSaleAfterSaleTypeLabels, welfareAfterSaleStatusLabels } from '@zc/sdk/labels';
import { afterSaleColumns, useAfterSaleActions } from '@/features/supplier/orders/after-sale.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { welfareAfterSaleFilters } from './filters.ts';
import { useWelfareAfterSaleFlow } from './welfare-after-sale-flow.ts';

type AfterSale = components['schemas']['WelfareAfterSale'];

/** 福利售后审批: welfare users' after-sale requests, accepted, refused with a reason, or closed with a refund. */
export function WelfareAfterSalePage() {
  const list = useList(listSupplierWelfareAfterSales, welfareAfterSaleFilters);
  const actions = useAfterSaleActions(useWelfareAfterSaleFlow());
  const columns = afterSaleColumns<AfterSale>(
    { type: welfareAfterSaleAfterSaleTypeLabels, status: welfareAfterSaleStatusLabels },
    (row) => [row.userName, row.phone].filter(Boolean).join(' '),
    actions.buttons,
  );
  return (
    <>
      <ListPage label="福利售后" list={list} columns={columnsOf<AfterSale>(columns)} />
      {actions.dialogs}
    </>
  );
}
