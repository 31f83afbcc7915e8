import { createFileRoute } from '@tanstack/react-router';
import type { supplierFilters } from '@/features/mall/suppliers/filters.ts';
import { SupplierListPage } from '@/features/mall/suppliers/SupplierListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/supplierList')({
  validateSearch: listSearch<typeof supplierFilters>(),
  component: SupplierListPage,
});
