import { type components, pageAdminSourcing } from '@zc/sdk';
import { quoteStatusLabels } from '@zc/sdk/labels';
import { getOnlineSourcingDetailsQueryOptions } from '@zc/sdk/react';
import { SourcingDetails } from '@/features/sourcing/SourcingSheet.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { sourcingFilters } from './filters.ts';
import { sourcingColumns } from './SourcingListPage.tsx';

const sourcingChooser = chooser({
  noun: '询价',
  operation: pageAdminSourcing,
  filters: sourcingFilters,
  columns: sourcingColumns,
  open: (sourcing) => ({ id: sourcing.id }),
  name: (sourcing) => sourcing.sourcingName,
});

const goodsColumns = columnsOf<components['schemas']['SourcingCommodity']>({
  goodsName: '商品名称',
  spec: '规格',
  brandName: '品牌',
  unit: '单位',
  quantity: '数量',
  budgetPrice: ['预算单价', 'money'],
});

const quoteColumns = columnsOf<components['schemas']['SourcingQuote']>({
  supplierName: '供应商',
  totalPrice: ['报价总额', 'money'],
  deliveryDays: {
    header: '供货周期',
    cell: (quote) => (quote.deliveryDays === undefined ? '' : `${quote.deliveryDays} 天`),
  },
  validDays: { header: '报价有效期', cell: (quote) => (quote.validDays === undefined ? '' : `${quote.validDays} 天`) },
  status: ['报价状态', quoteStatusLabels],
  quoteTime: ['报价时间', 'dateTime'],
  remark: '备注',
});

/** 寻源报价详情 (`?id=`): an inquiry of any unit with its goods and, once quoting closed, every supplier's quotation. */
export function SourcingOfferInfoPage() {
  const { id } = usePageSearch('/sourcing-manager-offer-info');
  return (
    <RecordPage id={id} chooser={sourcingChooser} load={(id) => getOnlineSourcingDetailsQueryOptions({ path: { id } })}>
      {({ sourcing, quotes }) => (
        <div className="flex flex-col gap-3">
          <SourcingDetails sourcing={sourcing} />
          <TableSection label="询价商品" columns={goodsColumns} records={sourcing.commodities ?? []} />
          <TableSection
            label={sourcing.status >= 4 ? '供应商报价' : '供应商报价（报价截止后公开）'}
            columns={quoteColumns}
            records={[...quotes].sort((a, b) => a.totalPrice - b.totalPrice)}
          />
        </div>
      )}
    </RecordPage>
  );
}
