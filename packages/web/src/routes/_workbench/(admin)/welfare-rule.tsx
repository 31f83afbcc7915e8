import { createFileRoute } from '@tanstack/react-router';
import type { welfareRuleFilters } from '@/features/admin/welfare/filters.ts';
import { WelfareRuleListPage } from '@/features/admin/welfare/WelfareRuleListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/welfare-rule')({
  validateSearch: listSearch<typeof welfareRuleFilters>(),
  component: WelfareRuleListPage,
});
