import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type components, queryIsFocus, saveFocus } from '@zc/sdk';
import { queryIsFocusQueryOptions, useSaveFocus } from '@zc/sdk/react';
import { useOffered, useSignInCheck } from '@/features/shop/buyer.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';

type SupplierBrief = components['schemas']['SupplierBrief'];

/** Who sells the goods: name, score, goods count, main categories; follow the supplier or see its other goods. */
export function SupplierCard({ supplier }: { supplier: SupplierBrief }) {
  const signedIn = useSignInCheck();
  const offered = useOffered(saveFocus);
  const focus = useQuery({
    ...queryIsFocusQueryOptions({ path: { id: supplier.supplierId } }),
    enabled: useMayCall(queryIsFocus),
  });
  const save = useSaveFocus();
  const following = focus.data === 1;
  return (
    <aside aria-label="供应商" className="w-[220px] shrink-0 self-start border border-slate-200 text-sm">
      <h2 className="bg-slate-50 px-4 py-3 font-semibold">{supplier.supplierName}</h2>
      <dl className="grid grid-cols-[64px_1fr] gap-y-2 px-4 py-3 text-xs [&_dt]:text-slate-500">
        <dt>综合评分</dt>
        <dd className="text-orange-700">{supplier.score?.toFixed(1) ?? '--'} 分</dd>
        <dt>在售商品</dt>
        <dd>{supplier.goodsCount ?? 0} 件</dd>
        <dt>主营类目</dt>
        <dd>{supplier.mainCategories?.join('、') || '--'}</dd>
      </dl>
      <div className="flex gap-2 border-t border-slate-100 px-4 py-3">
        <Link
          to="/search"
          search={{ supplierId: supplier.supplierId }}
          className="inline-flex h-7 flex-1 items-center justify-center rounded border border-slate-300 text-xs hover:border-brand hover:text-brand"
        >
          进店逛逛
        </Link>
        {offered && (
          <Button
            size="sm"
            className="flex-1"
            aria-pressed={following}
            loading={save.isPending}
            onClick={() =>
              signedIn() &&
              save.mutate({ body: { focusId: supplier.supplierId, focusType: 1, isFocus: following ? 0 : 1 } })
            }
          >
            {following ? '已关注' : '+ 关注'}
          </Button>
        )}
      </div>
    </aside>
  );
}
