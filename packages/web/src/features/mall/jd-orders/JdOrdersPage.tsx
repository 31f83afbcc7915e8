import { type components, listJdOrders } from '@zc/sdk';
import { orderStatusLabels } from '@zc/sdk/labels';
import { RecordLink } from '@/features/orders/RecordLink.tsx';
import { useIsBuyer } from '@/features/shop/buyer.ts';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { MemberPage } from '../shared/MemberPage.tsx';
import { jdOrderFilters } from './filters.ts';

type Order = components['schemas']['Order'];

// A purchaser opens an order in the purchaser area; an administrator reads the number.
const columns = (isBuyer: boolean) =>
  columnsOf<Order>({
    orderNo: {
      header: '订单编号',
      cell: (order) =>
        isBuyer ? (
          <RecordLink to="/purchase/order-detail" id={order.id}>
            {order.orderNo}
          </RecordLink>
        ) : (
          order.orderNo
        ),
    },
    thirdOrderNo: '电商订单号',
    supplierName: '电商供应商',
    buyerName: '下单人',
    goodsCount: { header: '商品数量', align: 'right' },
    totalPrice: ['订单金额', 'money'],
    status: ['订单状态', orderStatusLabels],
    createTime: ['下单时间', 'dateTime'],
  });

/** 第三方商城订单: the purchaser's orders placed with e-commerce suppliers, with their own order numbers there. */
export function JdOrdersPage() {
  return (
    <MemberPage title="第三方商城订单" call={listJdOrders}>
      <JdOrders />
    </MemberPage>
  );
}

function JdOrders() {
  const list = useList(listJdOrders, jdOrderFilters);
  return <ListPage label="第三方商城订单" list={list} columns={columns(useIsBuyer())} />;
}
