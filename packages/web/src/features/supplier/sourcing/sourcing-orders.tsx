import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { sourcingOrderStatusLabels } from '@zc/sdk/labels';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';

export type SourcingOrder = components['schemas']['SourcingOrder'];

/** The columns both sourcing order lists show, then the page's own; the order number opens the order. */
export const sourcingOrderColumns = (own: Record<string, ColumnSpec<SourcingOrder>> = {}) =>
  columnsOf<SourcingOrder>({
    orderNo: {
      header: '订单编号',
      cell: (order) => (
        <Link
          to="/supplier-sourcing-order-info"
          search={{ id: order.id, orderNo: order.orderNo }}
          className="text-brand hover:underline"
        >
          {order.orderNo}
        </Link>
      ),
    },
    sourcingName: '询价标题',
    purchaserOrgName: '采购单位',
    totalPrice: ['订单金额（元）', 'money'],
    status: ['订单状态', sourcingOrderStatusLabels],
    contractNo: '合同编号',
    createTime: ['下单时间', 'dateTime'],
    ...own,
  });
