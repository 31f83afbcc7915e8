// What the supplier's and the welfare user's order details both show of a welfare order: payment and dates, delivery,
// and the goods.
import type { components } from '@zc/sdk';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';

type WelfareOrder = components['schemas']['WelfareOrder'];

const lineColumns = columnsOf<components['schemas']['WelfareOrderDetail']>({
  sku: 'SKU',
  goodsName: '商品名称',
  price: ['单价', 'money'],
  buyNum: { header: '数量', align: 'right' },
  amount: ['金额', 'money'],
});

/** How the order was paid (from the welfare quota and by the user) and when it was placed, shipped and received. */
export const paymentAndDates = (order: WelfareOrder) => [
  { label: '订单金额', value: formatMoney(order.totalPrice) },
  { label: '福利额度支付', value: formatMoney(order.quotaAmount) },
  { label: '个人支付', value: formatMoney(order.selfPayAmount) },
  { label: '下单时间', value: formatDateTime(order.createTime) },
  { label: '发货时间', value: formatDateTime(order.deliverTime) },
  { label: '收货时间', value: formatDateTime(order.receiveTime) },
];

/** Where the order goes, and its goods. */
export function DeliveryAndGoods({ order }: { order: WelfareOrder }) {
  return (
    <>
      <Details
        title="收货信息"
        items={[
          { label: '收货人', value: order.consignee },
          { label: '联系电话', value: order.consigneePhone },
          { label: '收货地址', value: order.address, span: 3 },
          { label: '备注', value: order.remark, span: 3 },
        ]}
      />
      <TableSection label="商品明细" columns={lineColumns} records={order.details ?? []} />
    </>
  );
}
