// What every view of a welfare order shows (the welfare user's, the administrator's and the supplier's): the order
// with its payment and dates, where it goes, and its goods lines with their total.
import type { components } from '@zc/sdk';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
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

/**
 * A welfare order: 订单信息 (who placed it when `placedBy`, for those who see other people's orders), `children`
 * after it (the administrator's shipment), then 收货信息 and 商品明细.
 */
export function WelfareOrderInfo({
  order,
  placedBy = false,
  actions,
  children,
}: {
  order: WelfareOrder;
  placedBy?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const lines = order.details ?? [];
  return (
    <div className="flex flex-col gap-3">
      <Details
        title="订单信息"
        actions={actions}
        items={[
          { label: '订单编号', value: order.orderNo },
          ...(order.thirdOrderNo ? [{ label: '电商订单号', value: order.thirdOrderNo }] : []),
          { label: '订单状态', value: labelOf(welfareOrderStatusLabels, order.status) },
          { label: '福利活动', value: order.welfareName },
          ...(placedBy
            ? [
                { label: '下单人', value: [order.userName, order.phone].filter(Boolean).join(' ') },
                { label: '所属单位', value: order.purchaserName },
              ]
            : []),
          { label: '供应商', value: order.supplierName },
          { label: '订单金额', value: formatMoney(order.totalPrice) },
          { label: '福利额度支付', value: formatMoney(order.quotaAmount) },
          { label: '个人支付', value: formatMoney(order.selfPayAmount) },
          { label: '下单时间', value: formatDateTime(order.createTime) },
          { label: '发货时间', value: formatDateTime(order.deliverTime) },
          { label: '收货时间', value: formatDateTime(order.receiveTime) },
        ]}
      />
      {children}
      <Details
        title="收货信息"
        items={[
          { label: '收货人', value: order.consignee },
          { label: '联系电话', value: order.consigneePhone },
          { label: '收货地址', value: order.address, span: 3 },
          { label: '备注', value: order.remark, span: 3 },
        ]}
      />
      <TableSection
        label="商品明细"
        columns={lineColumns}
        records={lines}
        summary={`共 ${lines.length} 种商品，合计 ¥${formatMoney(order.totalPrice)}`}
      />
    </div>
  );
}
