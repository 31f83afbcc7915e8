import { createFileRoute } from '@tanstack/react-router';
import type { itemRuleFilters } from '@/features/admin/catalogue/item-rules/filters.ts';
import { ItemRuleListPage } from '@/features/admin/catalogue/item-rules/ItemRuleListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/item-set')({
  validateSearch: listSearch<typeof itemRuleFilters>(),
  component: ItemRuleListPage,
});
