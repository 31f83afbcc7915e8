import { createFileRoute } from '@tanstack/react-router';
import type { orgFilters } from '@/features/admin/organizations/filters.ts';
import { OrganizationPage } from '@/features/admin/organizations/OrganizationPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/organization')({
  validateSearch: listSearch<typeof orgFilters>(),
  component: OrganizationPage,
});
