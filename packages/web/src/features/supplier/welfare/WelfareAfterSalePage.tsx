import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  listSupplierWelfareAfterSalesQueryOptions,
  useApproveSupplierWelfareAfterSale,
  useUpdateSupplierWelfareAfterSale,
} from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { optionsOf } from '../../../shared/format/labels.ts';
import { tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { type AfterSaleFlow, afterSaleColumns, useAfterSaleActions } from '../orders/after-sale.tsx';
import { welfareAfterSaleStatusLabels, welfareAfterSaleTypeLabels } from './labels.ts';

type AfterSale = components['schemas']['WelfareAfterSale'];

function useWelfareAfterSaleFlow(): AfterSaleFlow {
  const approve = useApproveSupplierWelfareAfterSale();
  const update = useUpdateSupplierWelfareAfterSale();
  return {
    permission: 'welfare:approve',
    reviewable: [0],
    closable: [1],
    approve: (id, approvalResult, supplierRemark) =>
      approve.mutateAsync({ body: { id, approvalResult, supplierRemark } }),
    complete: (id, values) => update.mutateAsync({ body: { id, status: 3, ...values } }),
  };
}

/** 福利售后审批: welfare users' after-sale requests, accepted, refused with a reason, or closed with a refund. */
export function WelfareAfterSalePage() {
  const list = useListSearch();
  const actions = useAfterSaleActions(useWelfareAfterSaleFlow());
  const { afterSaleNo, orderNo, status } = list.filters;
  const query = useQuery({
    ...listSupplierWelfareAfterSalesQueryOptions({
      query: {
        pageNum: list.page.current,
        pageSize: list.page.size,
        afterSaleNo,
        orderNo,
        status: status === undefined ? undefined : (Number(status) as AfterSale['status']),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const columns = afterSaleColumns<AfterSale>(
    { type: welfareAfterSaleTypeLabels, status: welfareAfterSaleStatusLabels },
    (row) => [row.userName, row.phone].filter(Boolean).join(' '),
    actions.buttons,
  );
  return (
    <>
      <ListPage
        label="福利售后"
        list={list}
        filters={[
          { name: 'afterSaleNo', label: '售后单号' },
          { name: 'orderNo', label: '订单编号' },
          { type: 'select', name: 'status', label: '售后状态', options: optionsOf(welfareAfterSaleStatusLabels) },
        ]}
        columns={columns}
        {...tableQuery(query)}
      />
      {actions.dialogs}
    </>
  );
}
