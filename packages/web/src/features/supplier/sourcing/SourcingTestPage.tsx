import { useQuery } from '@tanstack/react-query';
import { getOnlineSourcingDetailsQueryOptions, pageSupplierSourcingQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { SourcingDetails } from '@/features/sourcing/SourcingSheet.tsx';
import { formatMoney, twoDecimals } from '@/shared/format/money.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { QuoteForm } from './QuoteForm.tsx';
import { quoteBody } from './quote-form.ts';

type Trial = ReturnType<typeof quoteBody> & { total: number };

/**
 * 寻源测试. The documents give this page no call of its own; it lets the supplier practise quoting on a sample
 * inquiry (the newest one open for quoting) with the real form and its checks, and shows what would be sent,
 * without sending it.
 */
export function SourcingTestPage() {
  const sample = useQuery(pageSupplierSourcingQueryOptions({ query: { current: 1, size: 1, status: 3 } }));
  return (
    <div className="flex flex-col gap-3">
      <p role="note" className="rounded bg-sky-50 px-4 py-2 text-sm text-sky-800">
        寻源测试：在示例询价上试填报价，校验规则与正式报价相同；试算结果只在本页显示，不会提交给采购人。
      </p>
      <QueryState query={sample}>
        {(page) => {
          const first = page.records[0];
          return first ? (
            <Trial id={first.id} />
          ) : (
            <p className="rounded bg-white p-10 text-center text-sm text-slate-500">暂无可用于测试的询价</p>
          );
        }}
      </QueryState>
    </div>
  );
}

function Trial({ id }: { id: string }) {
  const detail = useQuery(getOnlineSourcingDetailsQueryOptions({ path: { id } }));
  const [trial, setTrial] = useState<Trial>();
  return (
    <QueryState query={detail}>
      {({ sourcing }) => {
        const lines = sourcing.commodities ?? [];
        return (
          <>
            <SourcingDetails sourcing={sourcing} />
            <QuoteForm
              commodities={lines}
              submitText="试算报价"
              onSubmit={(values) => {
                const body = quoteBody(sourcing.id, values);
                const total = lines.reduce(
                  (sum, line, index) => sum + (body.items[index]?.unitPrice ?? 0) * line.quantity,
                  0,
                );
                setTrial({ ...body, total: twoDecimals(total) });
              }}
            />
            {trial && (
              <section aria-label="试算结果" className="rounded bg-white p-4 text-sm">
                <h3 className="mb-2 border-l-4 border-brand pl-2 font-medium text-slate-800">试算结果（未提交）</h3>
                <p>
                  报价总额：<strong className="text-red-600">¥{formatMoney(trial.total)}</strong>，共{' '}
                  {trial.items.length} 个商品，报价校验通过。正式报价请到“询价报价”中提交。
                </p>
              </section>
            )}
          </>
        );
      }}
    </QueryState>
  );
}
