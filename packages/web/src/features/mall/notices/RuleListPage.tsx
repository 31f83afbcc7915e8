import { Link } from '@tanstack/react-router';
import { type components, pagePlatformRules } from '@zc/sdk';
import { platformRuleRuleTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { NoticeCentre } from './NoticeCentre.tsx';
import { ruleFilters } from './rule-filters.ts';

type Rule = components['schemas']['PlatformRule'];

const columns = columnsOf<Rule>({
  title: {
    header: '规则名称',
    cell: (rule) => (
      <Link to="/protocol-details" search={{ id: rule.id }} className="text-brand hover:underline">
        {rule.title}
      </Link>
    ),
  },
  ruleType: ['规则类型', platformRuleRuleTypeLabels],
  version: '版本',
  effectiveDate: ['施行日期', 'date'],
  updateTime: ['更新时间', 'dateTime'],
});

/** 平台规则: the rules in force that buyers and suppliers trade under. */
export function RuleListPage() {
  const list = useList(pagePlatformRules, ruleFilters);
  return (
    <NoticeCentre>
      <section className="bg-white p-4">
        <h1 className="mb-3 text-lg font-semibold">平台规则</h1>
        <ListPage label="平台规则" list={list} columns={columns} />
      </section>
    </NoticeCentre>
  );
}
