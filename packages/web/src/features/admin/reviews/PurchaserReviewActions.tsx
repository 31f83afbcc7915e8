import { approvePurchaser, type components, unapprovePurchaser } from '@zc/sdk';
import { useApprovePurchaser, useUnapprovePurchaser } from '@zc/sdk/react';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { useRegistrationReview } from './registration-review.tsx';

type User = components['schemas']['User'];

/** The review of purchasers who registered their unit; a refused or withdrawn one reads the reason when signing in. */
export function usePurchaserReview() {
  const approve = useApprovePurchaser();
  const unapprove = useUnapprovePurchaser();
  return useRegistrationReview<User>({
    noun: '采购人',
    unit: '名',
    nameOf: (user) => `${user.fullName}（${user.account}）`,
    warnings: {
      refuse: '驳回后该采购人不能登录下单，登录时将看到驳回原因。',
      withdraw: '撤销后该采购人不能登录下单，登录时将看到撤销原因。',
    },
    may: { approve: useMayCall(approvePurchaser), refuse: useMayCall(unapprovePurchaser) },
    approve: (user) => approve.mutateAsync({ path: { id: user.id } }),
    refuse: (user, auditRemark) => unapprove.mutateAsync({ path: { id: user.id }, query: { auditRemark } }),
  });
}
