import { createFileRoute } from '@tanstack/react-router';
import type { tenantFilters } from '@/features/admin/system/tenants/filters.ts';
import { TenantListPage } from '@/features/admin/system/tenants/TenantListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/system-tenant')({
  validateSearch: listSearch<typeof tenantFilters>(),
  component: TenantListPage,
});
