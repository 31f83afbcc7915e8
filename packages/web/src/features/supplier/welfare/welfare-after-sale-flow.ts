import { useApproveSupplierWelfareAfterSale, useUpdateSupplierWelfareAfterSale } from '@zc/sdk/react';
import type { AfterSaleFlow } from '@/features/supplier/orders/after-sale.tsx';

/** The supplier's side of welfare after-sale: decide a new request, then close an accepted one with a refund. */
export function useWelfareAfterSaleFlow(): AfterSaleFlow {
  const approve = useApproveSupplierWelfareAfterSale();
  const update = useUpdateSupplierWelfareAfterSale();
  return {
    permission: 'welfare:approve',
    reviewable: [0],
    closable: [1],
    approve: (id, approvalResult, supplierRemark) =>
      approve.mutateAsync({ body: { id, approvalResult, supplierRemark } }),
    complete: (id, values) => update.mutateAsync({ body: { id, status: 3, ...values } }),
  };
}
