import { approveSupplier, type components, unapproveSupplier } from '@zc/sdk';
import { useApproveSupplier, useUnapproveSupplier } from '@zc/sdk/react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { RefuseDialog } from '../shared/RefuseDialog.tsx';
import { SupplierDetailDialog } from './SupplierDetailDialog.tsx';

type Supplier = components['schemas']['Supplier'];

/** What is open about one supplier: its registration, or the reason of a refusal or withdrawal being written. */
export type SupplierReview = { supplier: Supplier; step: 'details' | 'refuse' | 'withdraw' };

/** Approving is one click; refusing and withdrawing ask for the reason the supplier will read. */
export function useSupplierReview() {
  const approve = useApproveSupplier();
  const [mayApprove, mayRefuse] = [useMayCall(approveSupplier), useMayCall(unapproveSupplier)];
  return {
    mayApprove: (supplier: Supplier) => mayApprove && (supplier.auditStatus === 0 || supplier.auditStatus === 2),
    mayRefuse: (supplier: Supplier) => mayRefuse && supplier.auditStatus === 0,
    mayWithdraw: (supplier: Supplier) => mayRefuse && supplier.auditStatus === 1,
    approve: async (supplier: Supplier) => {
      await approve.mutateAsync({ path: { id: supplier.id } });
      toast.success(`“${supplier.orgNameZh}”已审核通过`);
    },
  };
}

export function SupplierReviewActions({
  supplier,
  onReview,
}: {
  supplier: Supplier;
  onReview: (review: SupplierReview) => void;
}) {
  const review = useSupplierReview();
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '查看', onClick: () => onReview({ supplier, step: 'details' }) },
        { label: '通过', hidden: !review.mayApprove(supplier), onClick: () => review.approve(supplier) },
        {
          label: '驳回',
          danger: true,
          hidden: !review.mayRefuse(supplier),
          onClick: () => onReview({ supplier, step: 'refuse' }),
        },
        {
          label: '撤销通过',
          danger: true,
          hidden: !review.mayWithdraw(supplier),
          onClick: () => onReview({ supplier, step: 'withdraw' }),
        },
      ]}
    />
  );
}

/** The registration's details, and the reason dialogs opened from the row or from the details. */
export function SupplierReviewDialogs({
  review,
  onChange,
}: {
  review: SupplierReview;
  onChange: (review: SupplierReview | undefined) => void;
}) {
  const unapprove = useUnapproveSupplier();
  const { supplier, step } = review;
  const close = () => onChange(undefined);
  const refuse = (auditRemark: string) =>
    unapprove.mutateAsync({ path: { id: supplier.id }, query: { auditRemark } }).then(close);
  if (step === 'details') return <SupplierDetailDialog id={supplier.id} onReview={onChange} onClose={close} />;
  return step === 'refuse' ? (
    <RefuseDialog
      action="驳回"
      title={`驳回注册：${supplier.orgNameZh}`}
      warning="驳回后该供应商不能登录，登录时将看到驳回原因。"
      onRefuse={refuse}
      onClose={close}
    />
  ) : (
    <RefuseDialog
      action="撤销通过"
      title={`撤销审核通过：${supplier.orgNameZh}`}
      warning="撤销后该供应商立即停止交易，不能再登录，登录时将看到撤销原因。"
      onRefuse={refuse}
      onClose={close}
    />
  );
}
