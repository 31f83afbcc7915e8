import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { exportOrderLogistics } from '@zc/sdk';
import { getLogisticsByRelationIdQueryOptions, supplierGetOrderByIdQueryOptions } from '@zc/sdk/react';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useDownload } from '../../../shared/hooks/use-download.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns } from '../../../shared/ui/DataTable/DataTable.tsx';
import { Details } from '../../../shared/ui/Details/Details.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { TableSection } from '../../../shared/ui/TableSection.tsx';
import {
  buyNumHandleLabels,
  invoiceStatusLabels,
  invoiceTypeLabels,
  logisticsStateLabels,
  orderStatusLabels,
  orderTypeLabels,
} from './labels.ts';
import { useOrderActions } from './order-actions.tsx';

type OrderLine = components['schemas']['OrderDetail'];
type Invoice = components['schemas']['OrderInvoice'];
type BuyNumChange = components['schemas']['OrderBuyNumDetail'];

const line = createColumns<OrderLine>();
const lineColumns = [
  line.accessor('sku', { header: 'SKU' }),
  line.accessor('goodsName', { header: '商品名称' }),
  line.accessor('spec', { header: '规格' }),
  line.accessor('unit', { header: '单位' }),
  line.accessor('price', { header: '单价', cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
  line.accessor('buyNum', { header: '数量', meta: { align: 'right' } }),
  line.accessor('deliveredNum', { header: '已发货', meta: { align: 'right' } }),
  line.accessor('receivedNum', { header: '已收货', meta: { align: 'right' } }),
  line.accessor('amount', { header: '金额', cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
];

const invoice = createColumns<Invoice>();
const invoiceColumns = [
  invoice.accessor('invoiceType', { header: '发票类型', cell: (c) => labelOf(invoiceTypeLabels, c.getValue()) }),
  invoice.accessor('invoiceCode', { header: '发票代码' }),
  invoice.accessor('invoiceNo', { header: '发票号码' }),
  invoice.accessor('invoiceAmount', { header: '发票金额', cell: (c) => formatMoney(c.getValue()) }),
  invoice.accessor('invoiceDate', { header: '开票日期', cell: (c) => formatDate(c.getValue()) }),
  invoice.accessor('file', {
    header: '发票文件',
    cell: (c) => {
      const file = c.getValue();
      return file?.url ? (
        <a href={file.url} target="_blank" rel="noreferrer" className="text-brand hover:underline">
          {file.submittedFileName}
        </a>
      ) : (
        file?.submittedFileName
      );
    },
  }),
  invoice.accessor('createTime', { header: '上传时间', cell: (c) => formatDateTime(c.getValue()) }),
];

const change = createColumns<BuyNumChange>();
const changeColumns = [
  change.accessor('goodsName', { header: '商品名称' }),
  change.accessor('originalNum', { header: '原数量', meta: { align: 'right' } }),
  change.accessor('changeNum', { header: '变更后数量', meta: { align: 'right' } }),
  change.accessor('reason', { header: '变更原因' }),
  change.accessor('handleStatus', { header: '处理状态', cell: (c) => labelOf(buyNumHandleLabels, c.getValue()) }),
  change.accessor('createTime', { header: '申请时间', cell: (c) => formatDateTime(c.getValue()) }),
];

/** An order as its supplier sees it: parties, delivery, lines, shipments with their tracks, invoices and changes. */
export function OrderDetail({ id }: { id: string }) {
  const query = useQuery(supplierGetOrderByIdQueryOptions({ path: { id } }));
  const logistics = useQuery({
    ...getLogisticsByRelationIdQueryOptions({ path: { relationId: id } }),
    placeholderData: keepPreviousData,
  });
  const exportLogistics = useDownload(exportOrderLogistics);
  const actions = useOrderActions();

  return (
    <QueryState query={query}>
      {(info) => {
        const { order } = info;
        return (
          <div className="flex flex-col gap-3">
            <Details
              title="订单信息"
              actions={<div className="flex gap-1">{actions.buttons(order)}</div>}
              items={[
                { label: '订单编号', value: order.orderNo },
                { label: '订单状态', value: labelOf(orderStatusLabels, order.status) },
                { label: '订单类型', value: labelOf(orderTypeLabels, order.orderType) },
                { label: '电商订单号', value: order.thirdOrderNo },
                { label: '采购单位', value: order.purchaserName },
                { label: '下单人', value: [order.buyerName, order.buyerPhone].filter(Boolean).join(' ') },
                { label: '下单时间', value: formatDateTime(order.createTime) },
                { label: '发货时间', value: formatDateTime(order.deliverTime) },
                { label: '收货时间', value: formatDateTime(order.receiveTime) },
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
            <section aria-label="物流信息" className="flex flex-col gap-2 rounded bg-white p-4">
              <header className="flex items-center justify-between">
                <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">物流信息</h3>
                <Permission value="order:export">
                  <Button
                    size="sm"
                    loading={exportLogistics.isPending}
                    onClick={() => exportLogistics.mutate({ query: { orderNo: order.orderNo } })}
                  >
                    导出物流
                  </Button>
                </Permission>
              </header>
              <QueryState query={logistics}>
                {(parcels) =>
                  parcels.length === 0 ? (
                    <p className="py-6 text-center text-sm text-slate-400">暂无物流信息</p>
                  ) : (
                    parcels.map((parcel) => (
                      <article key={parcel.id} className="rounded border border-slate-100 p-3 text-sm">
                        <p className="flex flex-wrap gap-x-6 font-medium">
                          <span>物流公司：{parcel.logisticsCompany}</span>
                          <span>物流单号：{parcel.logisticsNo}</span>
                          <span>状态：{labelOf(logisticsStateLabels, parcel.state)}</span>
                          <span>发货时间：{formatDateTime(parcel.deliverTime)}</span>
                        </p>
                        <ol className="mt-2 flex flex-col gap-1 text-slate-600">
                          {(parcel.traces ?? []).map((trace) => (
                            <li key={`${trace.time}${trace.content}`}>
                              {formatDateTime(trace.time)} {trace.content}
                            </li>
                          ))}
                        </ol>
                      </article>
                    ))
                  )
                }
              </QueryState>
            </section>
            <TableSection label="发票信息" columns={invoiceColumns} records={info.invoices ?? []} />
            <TableSection label="数量变更记录" columns={changeColumns} records={info.buyNumDetails ?? []} />
            {actions.dialogs}
          </div>
        );
      }}
    </QueryState>
  );
}
