import { approvePurchaser, type components, unapprovePurchaser } from '@zc/sdk';
import { useApprovePurchaser, useUnapprovePurchaser } from '@zc/sdk/react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { RefuseDialog } from '../shared/RefuseDialog.tsx';

type User = components['schemas']['User'];

/** 通过 (waiting or refused), 驳回 (waiting) or 撤销通过 (approved): the latter two ask for a reason. */
export function PurchaserReviewActions({ user, onRefuse }: { user: User; onRefuse: (user: User) => void }) {
  const approve = useApprovePurchaser();
  const [mayApprove, mayRefuse] = [useMayCall(approvePurchaser), useMayCall(unapprovePurchaser)];
  return (
    <RowActions
      inline={2}
      actions={[
        {
          label: '通过',
          hidden: !mayApprove || user.auditStatus === 1,
          onClick: () =>
            approve.mutateAsync({ path: { id: user.id } }).then(() => toast.success(`“${user.fullName}”已审核通过`)),
        },
        {
          label: user.auditStatus === 1 ? '撤销通过' : '驳回',
          danger: true,
          hidden: !mayRefuse || user.auditStatus === 2,
          onClick: () => onRefuse(user),
        },
      ]}
    />
  );
}

/** The reason of a refusal or a withdrawal, which the purchaser reads. */
export function PurchaserRefuseDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const unapprove = useUnapprovePurchaser();
  const withdraw = user.auditStatus === 1;
  return (
    <RefuseDialog
      action={withdraw ? '撤销通过' : '驳回'}
      title={`${withdraw ? '撤销审核通过' : '驳回注册'}：${user.fullName}（${user.account}）`}
      warning="驳回后该采购人不能下单采购，驳回原因将告知本人。"
      onRefuse={(auditRemark) => unapprove.mutateAsync({ path: { id: user.id }, query: { auditRemark } }).then(onClose)}
      onClose={onClose}
    />
  );
}
