import { Link } from '@tanstack/react-router';
import { getPlatformRule } from '@zc/sdk';
import { platformRuleRuleTypeLabels } from '@zc/sdk/labels';
import { mallQueryOptions } from '@/features/shop/mall-query.ts';
import { formatDate, formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';
import { ruleChooser } from './choosers.tsx';
import { NoticeCentre } from './NoticeCentre.tsx';

/** 规则详情: one rule's full text (sanitised server HTML), its version and when it took effect. */
export function RuleDetailPage() {
  const { id } = usePageSearch('/protocol-details');
  return (
    <NoticeCentre>
      <RecordPage id={id} chooser={ruleChooser} load={(id) => mallQueryOptions(getPlatformRule, { path: { id } })}>
        {(row) => (
          <article className="bg-white px-12 py-10">
            <h1 className="text-center text-xl font-semibold">{row.title}</h1>
            <p className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-1 border-b border-slate-100 pb-4 text-xs text-slate-500">
              <span>{labelOf(platformRuleRuleTypeLabels, row.ruleType)}</span>
              {row.version && <span>版本：{row.version}</span>}
              {row.effectiveDate && <span>施行日期：{formatDate(row.effectiveDate)}</span>}
              {row.updateTime && <span>更新时间：{formatDateTime(row.updateTime)}</span>}
            </p>
            {row.summary && (
              <p className="mt-6 border-l-4 border-brand bg-slate-50 px-4 py-2 text-sm text-slate-600">{row.summary}</p>
            )}
            <SafeHtml html={row.content} className="mt-4" />
            <p className="mt-8 border-t border-slate-100 pt-4 text-sm">
              <Link to="/protocol" className="text-brand hover:underline">
                ‹ 返回平台规则
              </Link>
            </p>
          </article>
        )}
      </RecordPage>
    </NoticeCentre>
  );
}
