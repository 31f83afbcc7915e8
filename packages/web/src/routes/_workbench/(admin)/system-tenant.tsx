import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { tenantFilters } from '@/features/admin/system/tenants/filters.ts';
import { TenantListPage } from '@/features/admin/system/tenants/TenantListPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/system-tenant')({
  validateSearch: listSearch<typeof tenantFilters>(),
  component: TenantListPage,
});
