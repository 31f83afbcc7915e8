import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { orgFilters } from '@/features/admin/organizations/filters.ts';
import { OrganizationPage } from '@/features/admin/organizations/OrganizationPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/organization')({
  validateSearch: listSearch<typeof orgFilters>(),
  component: OrganizationPage,
});
