import { useQuery } from '@tanstack/react-query';
import { listReconciliationEshopSuppliersQueryOptions } from '@zc/sdk/react';
import type { SelectOption } from '@/shared/ui/controls/Select.tsx';

/** The e-commerce suppliers the platform reconciles with, as select options. */
export function useEshopSupplierOptions(): SelectOption[] {
  const { data = [] } = useQuery(listReconciliationEshopSuppliersQueryOptions());
  return data.map((supplier) => ({ value: supplier.supplierId, label: supplier.supplierName }));
}

/** The same suppliers as the labels of a list's 电商供应商 filter. */
export const useEshopSupplierLabels = () => ({
  supplierId: Object.fromEntries(useEshopSupplierOptions().map((option) => [option.value, option.label])),
});
