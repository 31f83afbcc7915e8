// What the notice centre's record pages offer when opened without a record, or with one that is missing or
// withdrawn: the lists they are opened from, which every visitor may read.
import { Link } from '@tanstack/react-router';
import { type components, pagePlatformRules, pageQueryNotices, selectInformation } from '@zc/sdk';
import { informationInfoTypeLabels, noticeNoticeTypeLabels, platformRuleRuleTypeLabels } from '@zc/sdk/labels';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { formatDate } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { chooser, type OwnChooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { noticeFilters } from './filters.ts';
import { ruleFilters } from './rule-filters.ts';

type Notice = components['schemas']['Notice'];
type Rule = components['schemas']['PlatformRule'];

/** 公告详情 and 公告预览: the published notices, as 公告中心 lists them. */
export const noticeChooser = chooser({
  noun: '公告',
  operation: pageQueryNotices,
  filters: noticeFilters,
  columns: columnsOf<Notice>({
    title: '公告标题',
    noticeType: ['公告类型', noticeNoticeTypeLabels],
    publishOrgName: '发布单位',
    publishTime: ['发布日期', 'date'],
  }),
  open: (notice) => ({ id: notice.id }),
  name: (notice) => notice.title,
});

/** 规则详情: the rules in force, as 平台规则 lists them. */
export const ruleChooser = chooser({
  noun: '平台规则',
  operation: pagePlatformRules,
  filters: ruleFilters,
  columns: columnsOf<Rule>({
    title: '规则名称',
    ruleType: ['规则类型', platformRuleRuleTypeLabels],
    version: '版本',
    effectiveDate: ['施行日期', 'date'],
  }),
  open: (rule) => ({ id: rule.id }),
  name: (rule) => rule.title,
});

/** The latest articles, as the home page lists them (the call is not paged: the most it answers). */
function LatestArticles() {
  const articles = useMallQuery(selectInformation, { query: { size: 50 } });
  return (
    <QueryState query={articles}>
      {(rows) => (
        <ul aria-label="资讯列表" className="divide-y divide-slate-100 bg-white px-6 text-sm">
          {rows.map((article) => (
            <li key={article.id} className="flex items-center gap-4 py-3">
              <span className="w-16 shrink-0 text-slate-500">
                {labelOf(informationInfoTypeLabels, article.infoType)}
              </span>
              <Link to="/notice-details-other" search={{ id: article.id }} className="flex-1 truncate hover:text-brand">
                {article.title}
              </Link>
              <span className="text-slate-500">{formatDate(article.publishTime)}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** 其他公告详情: the latest news articles. */
export const articleChooser: OwnChooser = { noun: '资讯', choices: <LatestArticles /> };
