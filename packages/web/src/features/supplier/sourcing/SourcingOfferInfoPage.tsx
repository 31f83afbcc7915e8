import { useQuery } from '@tanstack/react-query';
import { type components, exportQuotation, pageSupplierSourcing } from '@zc/sdk';
import { quoteStatusLabels } from '@zc/sdk/labels';
import { getOnlineSourcingDetailsQueryOptions, useSaveQuotePrice } from '@zc/sdk/react';
import { QuoteSheet, quoteClosedReason, SourcingDetails } from '@/features/sourcing/SourcingSheet.tsx';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { offerFilters } from './filters.ts';
import { QuoteForm } from './QuoteForm.tsx';
import { quoteBody } from './quote-form.ts';

/** 询价报价 offers the inquiries open for quotes (报价中). */
const openInquiries = chooser({
  noun: '询价单',
  operation: pageSupplierSourcing,
  filters: offerFilters,
  query: { status: 3 },
  columns: columnsOf<components['schemas']['Sourcing']>({
    sourcingNo: '询价编号',
    sourcingName: '询价标题',
    purchaserOrgName: '采购单位',
    quoteEndTime: ['报价截止', 'dateTime'],
    myQuoteStatus: ['我的报价', quoteStatusLabels],
  }),
  open: (sourcing) => ({ id: sourcing.id }),
  name: (sourcing) => sourcing.sourcingName,
});

/** 寻源报价详情 (`?id=`): the inquiry, and the supplier's quotation to fill in, change until the deadline, or export. */
export function SourcingOfferInfoPage() {
  const { id } = usePageSearch('/supplier-sourcing-offer-info');
  return (
    <ChooseRecord id={id} chooser={openInquiries}>
      {(id) => <OfferInfo id={id} />}
    </ChooseRecord>
  );
}

function OfferInfo({ id }: { id: string }) {
  const query = useQuery(getOnlineSourcingDetailsQueryOptions({ path: { id } }));
  const save = useSaveQuotePrice();
  const download = useDownload(exportQuotation);

  return (
    <QueryState query={query}>
      {({ sourcing, quotes, serverTime }) => {
        const quote = quotes[0];
        const closed = quoteClosedReason(sourcing, serverTime);
        const exportButton = quote && (
          <Button loading={download.isPending} onClick={() => download.mutate({ path: { id: sourcing.id } })}>
            导出报价单
          </Button>
        );
        return (
          <div className="flex flex-col gap-3">
            <SourcingDetails sourcing={sourcing} />
            {closed ? (
              <>
                <p role="note" className="rounded bg-amber-50 px-4 py-2 text-sm text-amber-700">
                  {closed}
                </p>
                {quote ? (
                  <QuoteSheet quote={quote} actions={exportButton} />
                ) : (
                  <p className="rounded bg-white p-10 text-center text-sm text-slate-500">您未对该询价报价</p>
                )}
              </>
            ) : (
              <Permission value="sourcing:quote">
                <QuoteForm
                  // A saved quotation starts the form afresh from what the server kept.
                  key={quote?.quoteTime ?? 'new'}
                  commodities={sourcing.commodities ?? []}
                  quote={quote}
                  submitText={quote ? '更新报价' : '保存报价'}
                  actions={exportButton}
                  onSubmit={async (values) => {
                    await save.mutateAsync({ body: quoteBody(sourcing.id, values) });
                    toast.success('报价已保存');
                  }}
                />
              </Permission>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
