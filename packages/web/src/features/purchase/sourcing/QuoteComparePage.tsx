import type { components } from '@zc/sdk';
import { quoteStatusLabels } from '@zc/sdk/labels';
import { getOnlineSourcingDetailsQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { SourcingDetails } from '@/features/sourcing/SourcingSheet.tsx';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { ChooseQuoteDialog } from './ChooseQuoteDialog.tsx';
import { sourcingChooser } from './choosers.ts';
import type { Sourcing } from './sourcing-columns.tsx';

type Quote = components['schemas']['SourcingQuote'];

/** Inquiries whose quotations are open to the purchaser: waiting for the choice, then decided. */
const closed = sourcingChooser([4, 5]);

/** 寻源详情（报价） (`?id=`): the quotations side by side per goods line; while undecided, any of them is chosen. */
export function QuoteComparePage() {
  const { id } = usePageSearch('/purchase/sourcing-info-two');
  return (
    <RecordPage id={id} chooser={closed} load={(id) => getOnlineSourcingDetailsQueryOptions({ path: { id } })}>
      {({ sourcing, quotes }) => (
        <div className="flex flex-col gap-3">
          <QuoteTable sourcing={sourcing} quotes={quotes} />
          <SourcingDetails sourcing={sourcing} />
        </div>
      )}
    </RecordPage>
  );
}

const cell = 'border-b border-slate-100 px-3 py-2.5';
const head = `${cell} bg-slate-50 font-medium text-slate-600 whitespace-nowrap`;

/** Goods lines down, suppliers across (the cheapest total first); each line's lowest price is marked. */
function QuoteTable({ sourcing, quotes }: { sourcing: Sourcing; quotes: Quote[] }) {
  const [choosing, setChoosing] = useState<Quote>();
  const byPrice = [...quotes].sort((a, b) => a.totalPrice - b.totalPrice);
  const lowestTotal = byPrice[0]?.totalPrice;
  const lines = sourcing.commodities ?? [];
  const priceOf = (quote: Quote, lineId: string) => quote.items?.find((item) => item.commodityId === lineId);
  const lowestOf = (lineId: string) =>
    Math.min(...byPrice.map((quote) => priceOf(quote, lineId)?.unitPrice ?? Number.POSITIVE_INFINITY));
  if (!quotes.length)
    return <p className="rounded bg-white px-4 py-6 text-center text-sm text-slate-500">暂无供应商报价</p>;
  return (
    <section aria-label="报价对比" className="flex flex-col gap-2 rounded bg-white p-4">
      <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">报价对比（单价，元）</h3>
      <div className="overflow-x-auto">
        <table aria-label="报价对比" className="w-full border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className={`${head} text-left`}>
                商品
              </th>
              <th scope="col" className={`${head} text-right`}>
                数量
              </th>
              {byPrice.map((quote) => (
                <th key={quote.id} scope="col" className={`${head} text-right`}>
                  {quote.supplierName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <th scope="row" className={`${cell} text-left font-normal`}>
                  {line.goodsName} <span className="text-slate-500">{line.spec}</span>
                </th>
                <td className={`${cell} text-right whitespace-nowrap`}>
                  {line.quantity} {line.unit}
                </td>
                {byPrice.map((quote) => {
                  const price = priceOf(quote, line.id)?.unitPrice;
                  const lowest = price !== undefined && price === lowestOf(line.id);
                  return (
                    <td key={quote.id} className={`${cell} text-right ${lowest ? 'font-medium text-green-700' : ''}`}>
                      {price === undefined ? '--' : formatMoney(price)}
                      {lowest && <span className="ml-1 text-xs">最低</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${cell} text-left`}>
                报价总额
              </th>
              <td className={cell} />
              {byPrice.map((quote) => (
                <td key={quote.id} className={`${cell} text-right font-medium`}>
                  ¥{formatMoney(quote.totalPrice)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={`${cell} text-left font-normal`}>
                供货周期 / 状态
              </th>
              <td className={cell} />
              {byPrice.map((quote) => (
                <td key={quote.id} className={`${cell} text-right`}>
                  {quote.deliveryDays === undefined ? '--' : `${quote.deliveryDays} 天`} /{' '}
                  {quoteStatusLabels[quote.status]}
                </td>
              ))}
            </tr>
            {sourcing.status === 4 && (
              <tr>
                <td className={cell} colSpan={2} />
                {byPrice.map((quote) => (
                  <td key={quote.id} className={`${cell} text-right`}>
                    <Button
                      size="sm"
                      variant="primary"
                      aria-label={`选定${quote.supplierName}的报价`}
                      onClick={() => setChoosing(quote)}
                    >
                      选定
                    </Button>
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {choosing && (
        <ChooseQuoteDialog
          quote={choosing}
          lowest={choosing.totalPrice === lowestTotal}
          onClose={() => setChoosing(undefined)}
        />
      )}
    </section>
  );
}
