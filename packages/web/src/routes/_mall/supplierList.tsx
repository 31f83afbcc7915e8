import { createFileRoute } from '@tanstack/react-router';
import { supplierFilters } from '@/features/mall/suppliers/filters.ts';
import { SupplierListPage } from '@/features/mall/suppliers/SupplierListPage.tsx';

export const Route = createFileRoute('/_mall/supplierList')({
  validateSearch: supplierFilters.search,
  component: SupplierListPage,
});
