import { auditRemarkSchema } from '@zc/sdk/schemas';
import type { RowAction } from '@/shared/ui/controls/RowActions.tsx';
import { type Decision, useReviewDecision } from '../shared/review-decision.tsx';

/** A registration under review: 0 waiting, 1 approved, 2 refused (a supplier's 3, not submitted, is neither). */
interface Registration {
  auditStatus?: number | undefined;
}

interface Registrations<R> {
  /** 供应商 or 采购人, its measure word, and what refusing and withdrawing do to the account. */
  noun: string;
  unit: string;
  nameOf: (row: R) => string;
  warnings: { refuse: string; withdraw: string };
  /** Whether the administrator's calls allow approving and refusing. */
  may: { approve: boolean; refuse: boolean };
  approve: (row: R) => Promise<unknown>;
  refuse: (row: R, auditRemark: string) => Promise<unknown>;
}

/**
 * The review of registrations (suppliers', purchasers'): 通过 of a waiting or refused one, confirmed; 驳回 of a
 * waiting one and 撤销通过 of an approved one, with the reason the applicant reads when signing in.
 */
export function useRegistrationReview<R extends Registration>(options: Registrations<R>) {
  const { noun, unit, nameOf, warnings, may } = options;
  const review = useReviewDecision<R>({ noun, unit, applicant: noun, nameOf });
  const refusal = (action: string, warning: string): Decision<R> => ({
    action,
    warning,
    reason: { label: `${action}原因`, schema: auditRemarkSchema },
    call: (row, reason) => options.refuse(row, reason ?? ''),
  });
  const approval: Decision<R> = { action: '审核通过', call: options.approve };
  const offers = [
    { label: '通过', decision: approval, shown: (row: R) => may.approve && [0, 2].includes(row.auditStatus ?? -1) },
    {
      label: '驳回',
      decision: refusal('驳回', warnings.refuse),
      shown: (row: R) => may.refuse && row.auditStatus === 0,
    },
    {
      label: '撤销通过',
      decision: refusal('撤销通过', warnings.withdraw),
      shown: (row: R) => may.refuse && row.auditStatus === 1,
    },
  ];
  return {
    dialogs: review.dialogs,
    mayApprove: may.approve,
    /** The decisions a registration may have now: the row's label, the decision's action, what it does. */
    offered: (row: R): (RowAction & { action: string })[] =>
      offers
        .filter((offer) => offer.shown(row))
        .map(({ label, decision }) => ({
          label,
          action: decision.action,
          danger: decision !== approval,
          onClick: () => review.decide(decision, [row]),
        })),
    approveAll: (rows: R[]) => review.decide(approval, rows),
  };
}

export type RegistrationReview<R extends Registration> = ReturnType<typeof useRegistrationReview<R>>;
