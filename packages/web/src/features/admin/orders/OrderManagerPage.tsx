import { useQuery } from '@tanstack/react-query';
import { type components, exportManageOrders, listOrders, updateOrderStatus } from '@zc/sdk';
import { orderStatusLabels, orderTypeLabels } from '@zc/sdk/labels';
import { getOrderSumPriceAndCountQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatMoney } from '@/shared/format/money.ts';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ExportButton } from '@/shared/ui/ExportButton.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { labelsOf, usePurchaserOrgOptions } from '../shared/pickers.tsx';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { orderManagerFilters } from './filters.ts';
import { OrderInfoDialog } from './OrderInfoDialog.tsx';
import { useOrderInterventions } from './order-interventions.tsx';

type Order = components['schemas']['Order'];

/** 订单管理: every order of the platform, the count and sum of those filtered, export, detail and interventions. */
export function OrderManagerPage() {
  const labels = { purchaserId: labelsOf(usePurchaserOrgOptions()), ...useSupplierLabels() };
  const list = useList(listOrders, orderManagerFilters, { labels });
  const totals = useQuery(getOrderSumPriceAndCountQueryOptions({ query: list.params }));
  const interventions = useOrderInterventions();
  const mayIntervene = useMayCall(updateOrderStatus);
  const [viewing, setViewing] = useState<Order>();
  const actionsOf = (order: { id: string; orderNo: string; status: number }) =>
    mayIntervene ? interventions.actionsOf(order) : [];
  const columns = columnsOf<Order>({
    orderNo: '订单编号',
    status: ['订单状态', orderStatusLabels],
    purchaserName: '采购单位',
    supplierName: '供应商',
    orderType: ['订单类型', orderTypeLabels],
    totalPrice: ['订单金额', 'money'],
    createTime: ['下单时间', 'dateTime'],
    actions: {
      header: '操作',
      className: 'whitespace-nowrap',
      cell: (order) => (
        <RowActions actions={[{ label: '详情', onClick: () => setViewing(order) }, ...actionsOf(order)]} />
      ),
    },
  });
  return (
    <>
      <ListPage
        label="订单列表"
        list={list}
        columns={columns}
        toolbar={
          <>
            <ExportButton operation={exportManageOrders} input={{ query: list.params }} />
            {totals.data && (
              <output aria-label="筛选合计" className="text-sm text-slate-600">
                共 <strong className="text-brand">{totals.data.orderCount}</strong> 笔订单，合计金额
                <strong className="ml-1 text-brand">¥{formatMoney(totals.data.totalPrice)}</strong>
              </output>
            )}
          </>
        }
      />
      {viewing && (
        <OrderInfoDialog
          order={viewing}
          actions={(status) => <RowActions inline={3} actions={actionsOf({ ...viewing, status })} />}
          onClose={() => setViewing(undefined)}
        />
      )}
      {interventions.dialogs}
    </>
  );
}
