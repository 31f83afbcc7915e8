import { createFileRoute } from '@tanstack/react-router';
import type { quotaFilters } from '@/features/admin/system/quotas/filters.ts';
import { QuotaListPage } from '@/features/admin/system/quotas/QuotaListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/procurement-limit-manager')({
  validateSearch: listSearch<typeof quotaFilters>(),
  component: QuotaListPage,
});
