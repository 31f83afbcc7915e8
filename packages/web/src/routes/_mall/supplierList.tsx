import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { supplierFilters } from '@/features/mall/suppliers/filters.ts';
import { SupplierListPage } from '@/features/mall/suppliers/SupplierListPage.tsx';

export const Route = createFileRoute('/_mall/supplierList')({
  validateSearch: listSearch<typeof supplierFilters>(),
  component: SupplierListPage,
});
