import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { BindingListPage } from '@/features/admin/users/bind/BindingListPage.tsx';
import type { bindingFilters } from '@/features/admin/users/bind/filters.ts';

export const Route = createFileRoute('/_workbench/(admin)/bind')({
  validateSearch: listSearch<typeof bindingFilters>(),
  component: BindingListPage,
});
