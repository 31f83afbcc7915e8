import { Link } from '@tanstack/react-router';
import { type components, exportSupplierWelfareOrders, supplierWelfareOrderList } from '@zc/sdk';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { ExportButton } from '@/features/orders/ExportButton.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { welfareOrderFilters } from './filters.ts';
import { SyncWelfareOrderButton } from './SyncWelfareOrderButton.tsx';

const columns = columnsOf<components['schemas']['WelfareOrder']>({
  orderNo: {
    header: '订单编号',
    cell: (order) => (
      <Link to="/supplier-welfare-order-info" search={{ id: order.id }} className="text-brand hover:underline">
        {order.orderNo}
      </Link>
    ),
  },
  thirdOrderNo: '电商订单号',
  welfareName: '福利活动',
  userName: '下单人',
  purchaserName: '所属单位',
  totalPrice: ['订单金额', 'money'],
  status: ['订单状态', welfareOrderStatusLabels],
  createTime: ['下单时间', 'dateTime'],
  actions: { header: '操作', cell: (order) => <SyncWelfareOrderButton id={order.id} variant="text" size="sm" /> },
});

/** 福利订单: orders welfare users placed with this supplier; export, sync one, open its detail. */
export function WelfareOrderListPage() {
  const list = useList(supplierWelfareOrderList, welfareOrderFilters);
  const toolbar = <ExportButton operation={exportSupplierWelfareOrders} input={{ query: list.params }} />;
  return <ListPage label="福利订单" list={list} toolbar={toolbar} columns={columns} />;
}
