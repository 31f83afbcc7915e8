import { approveSupplier, type components, unapproveSupplier } from '@zc/sdk';
import { useApproveSupplier, useUnapproveSupplier } from '@zc/sdk/react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { type RegistrationReview, useRegistrationReview } from './registration-review.tsx';

type Supplier = components['schemas']['Supplier'];

/** The review of suppliers' registrations; a refused or withdrawn supplier reads the reason when signing in. */
export function useSupplierReview() {
  const approve = useApproveSupplier();
  const unapprove = useUnapproveSupplier();
  return useRegistrationReview<Supplier>({
    noun: '供应商',
    unit: '家',
    nameOf: (supplier) => supplier.orgNameZh,
    warnings: {
      refuse: '驳回后该供应商不能登录，登录时将看到驳回原因。',
      withdraw: '撤销后该供应商立即停止交易，不能再登录，登录时将看到撤销原因。',
    },
    may: { approve: useMayCall(approveSupplier), refuse: useMayCall(unapproveSupplier) },
    approve: (supplier) => approve.mutateAsync({ path: { id: supplier.id } }),
    refuse: (supplier, auditRemark) => unapprove.mutateAsync({ path: { id: supplier.id }, query: { auditRemark } }),
  });
}

export type SupplierReview = RegistrationReview<Supplier>;

export function SupplierReviewActions({
  supplier,
  review,
  onView,
}: {
  supplier: Supplier;
  review: SupplierReview;
  onView: (supplier: Supplier) => void;
}) {
  return (
    <RowActions
      inline={3}
      actions={[{ label: '查看', onClick: () => onView(supplier) }, ...review.offered(supplier)]}
    />
  );
}
