import { createFileRoute } from '@tanstack/react-router';
import type { numberRuleFilters } from '@/features/admin/system/number-rules/filters.ts';
import { NumberRuleListPage } from '@/features/admin/system/number-rules/NumberRuleListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/coding-rules-manager')({
  validateSearch: listSearch<typeof numberRuleFilters>(),
  component: NumberRuleListPage,
});
