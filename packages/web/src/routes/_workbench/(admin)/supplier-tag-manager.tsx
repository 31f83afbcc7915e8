import { createFileRoute } from '@tanstack/react-router';
import type { tagFilters } from '@/features/admin/governance/tags/filters.ts';
import { TagListPage } from '@/features/admin/governance/tags/TagListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/supplier-tag-manager')({
  validateSearch: listSearch<typeof tagFilters>(),
  component: TagListPage,
});
