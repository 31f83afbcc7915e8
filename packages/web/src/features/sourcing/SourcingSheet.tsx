import type { components } from '@zc/sdk';
import {
  quoteStatusLabels,
  sourcingInvoiceTypeLabels,
  sourcingStatusLabels,
  sourcingSupplierScopeLabels,
} from '@zc/sdk/labels';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { completeList, DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { FileLink } from '@/shared/ui/Upload/AttachmentLink.tsx';

type Sourcing = components['schemas']['Sourcing'];
type Quote = components['schemas']['SourcingQuote'];
type QuoteItem = components['schemas']['SourcingQuoteItem'];

/** The inquiry as suppliers read it: who buys, when quoting runs, delivery and payment terms. */
export function SourcingDetails({ sourcing, actions }: { sourcing: Sourcing; actions?: ReactNode }) {
  return (
    <Details
      title="询价信息"
      actions={actions}
      items={[
        { label: '询价编号', value: sourcing.sourcingNo },
        { label: '询价标题', value: sourcing.sourcingName, span: 2 },
        { label: '询价状态', value: labelOf(sourcingStatusLabels, sourcing.status) },
        { label: '采购单位', value: sourcing.purchaserOrgName },
        { label: '寻源方式', value: labelOf(sourcingSupplierScopeLabels, sourcing.supplierScope) },
        { label: '联系人', value: sourcing.contactName },
        { label: '联系电话', value: sourcing.contactPhone },
        { label: '已报价供应商', value: sourcing.quoteCount },
        { label: '报价开始', value: formatDateTime(sourcing.quoteStartTime) },
        { label: '报价截止', value: formatDateTime(sourcing.quoteEndTime) },
        { label: '交货期限', value: sourcing.deliveryDays === undefined ? undefined : `${sourcing.deliveryDays} 天` },
        { label: '发票类型', value: labelOf(sourcingInvoiceTypeLabels, sourcing.invoiceType) },
        { label: '付款条件', value: sourcing.paymentTerms, span: 2 },
        { label: '交货地址', value: sourcing.deliveryAddress, span: 3 },
        {
          label: '询价附件',
          span: 3,
          value: sourcing.attachments?.length
            ? sourcing.attachments.map((file) => (
                <span key={file.id} className="mr-3">
                  <FileLink file={file} />
                </span>
              ))
            : undefined,
        },
        { label: '询价说明', value: sourcing.remark, span: 3 },
      ]}
    />
  );
}

const itemColumns = columnsOf<QuoteItem>({
  goodsName: '商品名称',
  unit: '单位',
  quantity: { header: '数量', align: 'right' },
  brandName: '品牌',
  model: '型号',
  unitPrice: ['单价（元）', 'money'],
  totalPrice: ['小计（元）', 'money'],
  remark: '备注',
});

/** A saved quotation, read only: its state, total and terms, then its price per goods line. */
export function QuoteSheet({
  quote,
  title = '我的报价',
  actions,
}: {
  quote: Quote;
  title?: string;
  actions?: ReactNode;
}) {
  const items = quote.items ?? [];
  return (
    <div className="flex flex-col gap-3">
      <Details
        title={title}
        actions={actions}
        items={[
          { label: '报价状态', value: labelOf(quoteStatusLabels, quote.status) },
          { label: '报价总额', value: `¥${formatMoney(quote.totalPrice)}` },
          { label: '报价时间', value: formatDateTime(quote.quoteTime) },
          { label: '供货周期', value: quote.deliveryDays === undefined ? undefined : `${quote.deliveryDays} 天` },
          { label: '报价有效期', value: quote.validDays === undefined ? undefined : `${quote.validDays} 天` },
          { label: '报价说明', value: quote.remark, span: 3 },
        ]}
      />
      <section aria-label="报价明细" className="rounded bg-white p-4">
        <DataTable label="报价明细" columns={itemColumns} {...completeList(items)} rowKey={(row) => row.commodityId} />
      </section>
    </div>
  );
}

/** Why the inquiry takes no quotation at `serverTime`, or null while quoting is open. */
export function quoteClosedReason(sourcing: Sourcing, serverTime: string | undefined): string | null {
  if (sourcing.status !== 3) return `该询价${labelOf(sourcingStatusLabels, sourcing.status)}，不能报价`;
  // Times are 'YYYY-MM-DD HH:mm:ss' strings, so they compare as text.
  if (serverTime && sourcing.quoteStartTime && serverTime < sourcing.quoteStartTime) return '询价尚未开始报价';
  if (serverTime && sourcing.quoteEndTime && serverTime > sourcing.quoteEndTime) return '询价已截止，不能报价';
  return null;
}

type DealGoods = components['schemas']['SourcingDealGoods'];
const dealColumns = columnsOf<DealGoods>({
  goodsName: '商品名称',
  spec: '规格',
  brandName: '品牌',
  unit: '单位',
  quantity: { header: '数量', align: 'right' },
  dealUnitPrice: ['成交单价（元）', 'money'],
  dealTotalPrice: ['成交金额（元）', 'money'],
});

/** The goods lines bought from the supplier, at their deal prices. */
export function DealGoodsTable({
  goods,
  isPending,
  error,
  onRetry,
}: {
  goods: DealGoods[] | undefined;
  isPending?: boolean;
  error?: unknown;
  onRetry?: () => void;
}) {
  const records = goods ?? [];
  return (
    <DataTable
      label="成交商品"
      columns={dealColumns}
      {...completeList(goods && records)}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      rowKey={(row) => row.commodityId}
    />
  );
}
