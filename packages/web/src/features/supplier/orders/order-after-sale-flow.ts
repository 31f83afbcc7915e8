import { useApproveSupplierAfterSale, useUpdateSupplierAfterSale } from '@zc/sdk/react';
import type { AfterSaleFlow } from './after-sale.tsx';

/** The supplier's side of mall after-sale: decide a new case, then close an accepted or returned one. */
export function useOrderAfterSaleFlow(): AfterSaleFlow {
  const approve = useApproveSupplierAfterSale({ invalidates: ['orders'] });
  const update = useUpdateSupplierAfterSale({ invalidates: ['orders'] });
  return {
    // No after-sale permission is listed for suppliers; handling after-sale is part of fulfilling orders.
    permission: 'order:deliver',
    reviewable: [0],
    closable: [1, 3],
    approve: (id, approvalResult, supplierRemark) =>
      approve.mutateAsync({ body: { id, approvalResult, supplierRemark } }),
    complete: (id, values) => update.mutateAsync({ body: { id, status: 5, ...values } }),
  };
}
