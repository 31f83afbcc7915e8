import { useQuery } from '@tanstack/react-query';
import { listReconciliationEshopSuppliersQueryOptions } from '@zc/sdk/react';
import { useMemo } from 'react';

/** The two reconciliation pages: the same flows, over the e-commerce shops or the local mall. */
export const malls = {
  emall: { label: '电商对账', shops: (code?: string) => code !== 'LOCAL' },
  localmall: { label: '本地商城对账', shops: (code?: string) => code === 'LOCAL' },
} as const;
export type Mall = keyof typeof malls;

/** The suppliers of the mall's shops by id: the options of the supplier filter. */
export function useMallSuppliers(mall: Mall) {
  const suppliers = useQuery(listReconciliationEshopSuppliersQueryOptions());
  return useMemo(
    () =>
      Object.fromEntries(
        (suppliers.data ?? [])
          .filter((supplier) => malls[mall].shops(supplier.shopCode))
          .map((supplier) => [supplier.supplierId, supplier.supplierName]),
      ),
    [suppliers.data, mall],
  );
}
