// The columns of an order's lines, on their own: the approval of an order shows them without the detail's other
// blocks and the calls those make (the logistics export is the supplier's and the purchaser's, not the approver's).
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { type ColumnSpec, columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type OrderLine = components['schemas']['OrderDetail'];

/** The columns of an order's lines, with what a side adds (after-sale, evaluation) at the end. */
export const orderLineColumns = (extra: Record<string, ColumnSpec<OrderLine>> = {}) =>
  columnsOf<OrderLine>({
    sku: 'SKU',
    // The goods as ordered, in a browser tab of their own: the mall's trade snapshot.
    goodsName: {
      header: '商品名称',
      cell: (line) => (
        <Link
          to="/goods-his-detail"
          search={{ id: line.id }}
          target="_blank"
          title="查看交易快照"
          className="text-brand hover:underline"
        >
          {line.goodsName}
        </Link>
      ),
    },
    spec: '规格',
    unit: '单位',
    price: ['单价', 'money'],
    buyNum: { header: '数量', align: 'right' },
    deliveredNum: { header: '已发货', align: 'right' },
    receivedNum: { header: '已收货', align: 'right' },
    amount: ['金额', 'money'],
    ...extra,
  });
