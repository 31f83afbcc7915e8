import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  listSupplierAfterSalesQueryOptions,
  useApproveSupplierAfterSale,
  useUpdateSupplierAfterSale,
} from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { optionsOf } from '../../../shared/format/labels.ts';
import { tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { type AfterSaleFlow, afterSaleColumns, useAfterSaleActions } from './after-sale.tsx';
import { afterSaleStatusLabels, afterSaleTypeLabels } from './labels.ts';

type AfterSale = components['schemas']['AfterSale'];

/** The supplier's side of mall after-sale: decide a new case, then close an accepted or returned one. */
function useOrderAfterSaleFlow(): AfterSaleFlow {
  const approve = useApproveSupplierAfterSale({ invalidates: ['orders'] });
  const update = useUpdateSupplierAfterSale({ invalidates: ['orders'] });
  return {
    // No after-sale permission is listed for suppliers; handling after-sale is part of fulfilling orders.
    permission: 'order:deliver',
    reviewable: [0],
    closable: [1, 3],
    approve: (id, approvalResult, supplierRemark) =>
      approve.mutateAsync({ body: { id, approvalResult, supplierRemark } }),
    complete: (id, values) => update.mutateAsync({ body: { id, status: 5, ...values } }),
  };
}

/** 售后管理 (and 协议售后): purchasers' after-sale cases on this supplier's orders. */
export function AfterSaleListPage({ label = '售后列表' }: { label?: string }) {
  const list = useListSearch();
  const actions = useAfterSaleActions(useOrderAfterSaleFlow());
  const { afterSaleNo, orderNo, status, afterSaleType } = list.filters;
  const query = useQuery({
    ...listSupplierAfterSalesQueryOptions({
      query: {
        pageNum: list.page.current,
        pageSize: list.page.size,
        afterSaleNo,
        orderNo,
        status: status === undefined ? undefined : (Number(status) as AfterSale['status']),
        afterSaleType: afterSaleType === undefined ? undefined : (Number(afterSaleType) as AfterSale['afterSaleType']),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const columns = afterSaleColumns<AfterSale>(
    { type: afterSaleTypeLabels, status: afterSaleStatusLabels },
    (row) => [row.purchaserName, row.applicantName].filter(Boolean).join(' '),
    actions.buttons,
  );
  return (
    <>
      <ListPage
        label={label}
        list={list}
        filters={[
          { name: 'afterSaleNo', label: '售后单号' },
          { name: 'orderNo', label: '订单编号' },
          { type: 'select', name: 'status', label: '售后状态', options: optionsOf(afterSaleStatusLabels) },
          { type: 'select', name: 'afterSaleType', label: '售后类型', options: optionsOf(afterSaleTypeLabels) },
        ]}
        columns={columns}
        {...tableQuery(query)}
      />
      {actions.dialogs}
    </>
  );
}
