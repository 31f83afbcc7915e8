import { Link } from '@tanstack/react-router';
import { sourcingOrderInvoiceTypeLabels, sourcingOrderStatusLabels } from '@zc/sdk/labels';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import type { SourcingOrder } from './sourcing-columns.tsx';

/** A deal order: its parties and amount, why its quotation was chosen, its receiver and invoice once confirmed. */
export function OrderDetails({ order }: { order: SourcingOrder }) {
  const unconfirmed = order.status === 0 && !order.confirmTime;
  return (
    <Details
      title="订单信息"
      actions={
        unconfirmed && (
          <Link
            to="/purchase/sourcing-confirm-order"
            search={{ id: order.id, orderNo: order.orderNo }}
            className="text-sm text-brand"
          >
            确认订单
          </Link>
        )
      }
      items={[
        { label: '订单编号', value: order.orderNo },
        { label: '订单状态', value: labelOf(sourcingOrderStatusLabels, order.status) },
        { label: '下单时间', value: formatDateTime(order.createTime) },
        { label: '询价标题', value: order.sourcingName, span: 2 },
        { label: '订单金额', value: `¥${formatMoney(order.totalPrice)}` },
        { label: '成交供应商', value: order.supplierName },
        { label: '合同编号', value: order.contractNo },
        { label: '确认时间', value: unconfirmed ? '待确认' : formatDateTime(order.confirmTime) },
        { label: '选定原因', value: order.chooseReason, span: 3 },
        { label: '收货人', value: order.receiverName },
        { label: '联系电话', value: order.receiverPhone },
        { label: '发票类型', value: labelOf(sourcingOrderInvoiceTypeLabels, order.invoiceType) },
        { label: '发票抬头', value: order.invoiceTitle, span: 2 },
        { label: '纳税人识别号', value: order.invoiceTaxNo },
        { label: '收货地址', value: order.deliveryAddress, span: 3 },
      ]}
    />
  );
}
