// The blocks of an order's detail that the purchaser and the supplier see alike: the order's facts, the delivery,
// the lines, the parcels with their tracks, the invoices and the buy-number changes.
import { type components, exportOrderLogistics } from '@zc/sdk';
import {
  invoiceStatusLabels,
  orderBuyNumDetailHandleStatusLabels,
  orderInvoiceInvoiceTypeLabels,
  orderStatusLabels,
  orderTypeLabels,
  receivingStatusLabels,
} from '@zc/sdk/labels';
import type { ComponentProps, ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { FileLink } from '@/shared/ui/Upload/AttachmentLink.tsx';
import { ExportButton } from './ExportButton.tsx';
import { OrderLogistics } from './OrderLogistics.tsx';
import { orderLineColumns } from './order-lines.tsx';

type OrderInfo = components['schemas']['OrderInfo'];

const invoiceColumns = columnsOf<components['schemas']['OrderInvoice']>({
  invoiceType: ['发票类型', orderInvoiceInvoiceTypeLabels],
  invoiceCode: '发票代码',
  invoiceNo: '发票号码',
  invoiceAmount: ['发票金额', 'money'],
  invoiceDate: ['开票日期', 'date'],
  file: { header: '发票文件', cell: (invoice) => <FileLink file={invoice.file} /> },
  createTime: ['上传时间', 'dateTime'],
});

const changeColumns = columnsOf<components['schemas']['OrderBuyNumDetail']>({
  goodsName: '商品名称',
  originalNum: { header: '原数量', align: 'right' },
  changeNum: { header: '变更后数量', align: 'right' },
  reason: '变更原因',
  handleStatus: ['处理状态', orderBuyNumDetailHandleStatusLabels],
  handleRemark: '处理意见',
  createTime: ['申请时间', 'dateTime'],
});

/**
 * Everything an order's detail shows, in blocks: `actions` beside the order's facts, `lineColumns` for its lines (a
 * side's own columns added), and `children` between the lines and the parcels (the approval history, say).
 */
export function OrderSections({
  info,
  actions,
  lineColumns = orderLineColumns(),
  parcelAction,
  children,
}: {
  info: OrderInfo;
  actions?: ReactNode;
  lineColumns?: ReturnType<typeof orderLineColumns>;
  parcelAction?: ComponentProps<typeof OrderLogistics>['parcelAction'];
  children?: ReactNode;
}) {
  const { order } = info;
  return (
    <div className="flex flex-col gap-3">
      <Details
        title="订单信息"
        actions={actions && <div className="flex flex-wrap gap-1">{actions}</div>}
        items={[
          { label: '订单编号', value: order.orderNo },
          { label: '订单状态', value: labelOf(orderStatusLabels, order.status) },
          { label: '订单类型', value: labelOf(orderTypeLabels, order.orderType) },
          { label: '电商订单号', value: order.thirdOrderNo },
          { label: '采购单位', value: order.purchaserName },
          { label: '供应商', value: order.supplierName },
          { label: '下单人', value: [order.buyerName, order.buyerPhone].filter(Boolean).join(' ') },
          { label: '下单时间', value: formatDateTime(order.createTime) },
          { label: '发货时间', value: formatDateTime(order.deliverTime) },
          { label: '收货时间', value: formatDateTime(order.receiveTime) },
          { label: '收货状态', value: labelOf(receivingStatusLabels, order.receivingStatus) },
          { label: '商品金额', value: formatMoney(order.goodsAmount) },
          { label: '运费', value: formatMoney(order.freight) },
          { label: '订单金额', value: formatMoney(order.totalPrice) },
          { label: '开票状态', value: labelOf(invoiceStatusLabels, order.invoiceStatus) },
          { label: '退回原因', value: order.returnReason },
          { label: '取消原因', value: order.cancelReason },
          { label: '买家备注', value: order.remark, span: 3 },
        ]}
      />
      <Details
        title="收货信息"
        items={[
          { label: '收货人', value: order.consignee },
          { label: '联系电话', value: order.consigneePhone },
          { label: '收货地址', value: order.address, span: 3 },
          { label: '发票抬头', value: info.receipt?.receiptTitle },
          { label: '纳税人识别号', value: info.receipt?.taxNo },
        ]}
      />
      <TableSection label="商品明细" columns={lineColumns} records={info.details} />
      {children}
      <OrderLogistics
        orderId={order.id}
        lines={info.details}
        parcelAction={parcelAction}
        toolbar={
          <ExportButton operation={exportOrderLogistics} input={{ query: { orderNo: order.orderNo } }} size="sm">
            导出物流
          </ExportButton>
        }
      />
      <TableSection label="发票信息" columns={invoiceColumns} records={info.invoices ?? []} />
      <TableSection label="数量变更记录" columns={changeColumns} records={info.buyNumDetails ?? []} />
    </div>
  );
}
