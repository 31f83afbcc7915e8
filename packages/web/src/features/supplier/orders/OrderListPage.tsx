import { type components, supplierOrderList } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { StateTabs, withoutFilter } from '@/shared/ui/ListPage/StateTabs.tsx';
import { orderFilters } from './filters.ts';
import { OrderDetailDialog } from './OrderDetail.tsx';
import { OrderToolbar, useOrderActions } from './order-actions.tsx';
import { orderColumns } from './order-columns.tsx';
import { type OrderListKind, orderLists } from './order-lists.ts';

type Order = components['schemas']['Order'];

/** 直购订单, 协议订单 and 失败订单: filters, exports, shipping, invoice upload and sync per order, and its detail. */
export function OrderListPage({ of }: { of: OrderListKind }) {
  const kind = orderLists[of];
  const { stateTabs } = kind;
  const list = useList(supplierOrderList, orderFilters, {
    query: { orderType: kind.orderType, status: stateTabs?.[0] },
  });
  const actions = useOrderActions();
  const [viewing, setViewing] = useState<Order>();
  return (
    <>
      <ListPage
        label={kind.label}
        list={stateTabs ? withoutFilter(list, 'status') : list}
        columns={orderColumns(kind, setViewing, actions.buttons)}
        toolbar={<OrderToolbar params={list.params} syncAll={kind.syncAll} />}
      >
        {stateTabs && (
          <StateTabs label="订单状态" name="status" list={list} tabs={stateTabs} labels={orderStatusLabels} />
        )}
      </ListPage>
      {viewing && <OrderDetailDialog order={viewing} onClose={() => setViewing(undefined)} />}
      {actions.dialogs}
    </>
  );
}
