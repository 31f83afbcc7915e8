import { createFileRoute } from '@tanstack/react-router';
import { RuleListPage } from '@/features/mall/notices/RuleListPage.tsx';
import type { ruleFilters } from '@/features/mall/notices/rule-filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/protocol')({
  validateSearch: listSearch<typeof ruleFilters>(),
  component: RuleListPage,
});
