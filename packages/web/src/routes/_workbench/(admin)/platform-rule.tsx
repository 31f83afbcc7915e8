import { createFileRoute } from '@tanstack/react-router';
import type { platformRuleFilters } from '@/features/admin/content/platform-rules/filters.ts';
import { PlatformRuleListPage } from '@/features/admin/content/platform-rules/PlatformRuleListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/platform-rule')({
  validateSearch: listSearch<typeof platformRuleFilters>(),
  component: PlatformRuleListPage,
});
