import { auditDiscount } from '@zc/sdk';
import { useAuditDiscount } from '@zc/sdk/react';
import { auditRemarkSchema } from '@zc/sdk/schemas';
import type { Discount } from '@/features/prices/discount-columns.tsx';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import type { ColumnSpec } from '@/shared/ui/DataTable/columns.tsx';
import { type Decision, useReviewDecision } from '../shared/review-decision.tsx';

const waiting = (row: Discount) => row.status === 1;

/**
 * The platform's decisions on prices waiting for review (待审核) of one kind ('阶梯价'): a row's 通过 (confirmed) and
 * 驳回 (with the reason the supplier reads), and 批量通过 of the selected rows.
 */
export function useDiscountReview<Row extends Discount>(name: string) {
  const audit = useAuditDiscount();
  const mayAudit = useMayCall(auditDiscount);
  const review = useReviewDecision<Row>({
    noun: name,
    unit: '个',
    applicant: '供应商',
    nameOf: (row) => row.goodsName,
  });
  const approve: Decision<Row> = {
    action: '审核通过',
    warning: '通过后商城即按此价格销售。',
    call: (row) => audit.mutateAsync({ body: { discountIds: [row.id], auditStatus: 2 } }),
  };
  const reject: Decision<Row> = {
    action: '驳回',
    warning: '驳回后供应商可修改价格并重新提交审核。',
    reason: { label: '驳回原因', schema: auditRemarkSchema },
    call: (row, auditRemark) => audit.mutateAsync({ body: { discountIds: [row.id], auditStatus: 3, auditRemark } }),
  };
  const actions: ColumnSpec<Row> = {
    header: '操作',
    cell: (row) => (
      <RowActions
        actions={[
          { label: '通过', hidden: !mayAudit || !waiting(row), onClick: () => review.decide(approve, [row]) },
          {
            label: '驳回',
            danger: true,
            hidden: !mayAudit || !waiting(row),
            onClick: () => review.decide(reject, [row]),
          },
        ]}
      />
    ),
  };
  const batchActions = mayAudit
    ? (rows: Row[]) => (
        <Button size="sm" disabled={!rows.every(waiting)} onClick={() => review.decide(approve, rows)}>
          批量通过
        </Button>
      )
    : undefined;
  return { actions, batchActions, dialog: review.dialogs };
}
