import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { itemRuleFilters } from '@/features/admin/catalogue/item-rules/filters.ts';
import { ItemRuleListPage } from '@/features/admin/catalogue/item-rules/ItemRuleListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/item-set')({
  validateSearch: listSearch<typeof itemRuleFilters>(),
  component: ItemRuleListPage,
});
