import { type components, exportManageOrders, listOrders, updateOrderStatus } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { ExportButton } from '@/shared/ui/ExportButton.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { labelsOf, usePurchaserOrgOptions } from '../shared/pickers.tsx';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { orderColumns } from './columns.tsx';
import { orderManagerFilters } from './filters.ts';
import { OrderInfoDialog } from './OrderInfoDialog.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import { useOrderInterventions } from './order-interventions.tsx';

type Order = components['schemas']['Order'];

/**
 * Every order of the platform, or those of one channel (agreement purchasing 2), the count and sum of those filtered,
 * export, detail and interventions.
 */
function OrderList({ orderType }: { orderType?: 2 }) {
  const labels = { purchaserId: labelsOf(usePurchaserOrgOptions()), ...useSupplierLabels() };
  const list = useList(listOrders, orderManagerFilters, { labels, query: orderType ? { orderType } : {} });
  const interventions = useOrderInterventions();
  const mayIntervene = useMayCall(updateOrderStatus);
  const [viewing, setViewing] = useState<Order>();
  const actionsOf = (order: { id: string; orderNo: string; status: number }) =>
    mayIntervene ? interventions.actionsOf(order) : [];
  const columns = orderColumns((order) => [{ label: '详情', onClick: () => setViewing(order) }, ...actionsOf(order)]);
  return (
    <>
      <ListPage
        label="订单列表"
        list={orderType ? withoutFilter(list, 'orderType') : list}
        columns={columns}
        toolbar={
          <>
            <ExportButton operation={exportManageOrders} input={{ query: list.params }} />
            <OrderTotals params={list.params} />
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

/** 订单管理 (/order-manager). */
export const OrderManagerPage = () => <OrderList />;
/** 协议订单 (/admin-agreement-order). */
export const AgreementOrderPage = () => <OrderList orderType={2} />;
