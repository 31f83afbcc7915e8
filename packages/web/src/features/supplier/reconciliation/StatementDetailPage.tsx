import { StatementDetail } from '@/features/reconciliation/StatementDetail.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';

/** /supplier-detail?id=: a settlement statement with its orders, opened from 已匹配结算单. */
export function StatementDetailPage() {
  const { id } = usePageSearch('/supplier-detail');
  if (!id) return <p className="rounded bg-white p-10 text-center text-sm text-slate-500">未指定结算单</p>;
  return <StatementDetail id={id} />;
}
