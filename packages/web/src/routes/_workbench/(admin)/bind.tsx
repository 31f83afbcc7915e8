import { createFileRoute } from '@tanstack/react-router';
import { BindingListPage } from '@/features/admin/users/bind/BindingListPage.tsx';
import type { bindingFilters } from '@/features/admin/users/bind/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/bind')({
  validateSearch: listSearch<typeof bindingFilters>(),
  component: BindingListPage,
});
