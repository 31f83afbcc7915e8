import { auditDiscount } from '@zc/sdk';
import { useAuditDiscount } from '@zc/sdk/react';
import { useState } from 'react';
import type { Discount } from '@/features/prices/discount-columns.tsx';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import type { ColumnSpec } from '@/shared/ui/DataTable/columns.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { RefuseDialog } from '../shared/RefuseDialog.tsx';

const waiting = (row: Discount) => row.status === 1;

/**
 * The platform's decisions on prices waiting for review (待审核) of one kind ('阶梯价'): a row's 通过 and 驳回, 批量通过
 * of the selected rows, and the dialog of the reason a rejection gives the supplier.
 */
export function useDiscountReview<Row extends Discount>(name: string) {
  const audit = useAuditDiscount();
  const mayAudit = useMayCall(auditDiscount);
  const [rejecting, setRejecting] = useState<Row>();
  const approve = async (rows: Row[]) => {
    const which = rows.length === 1 ? `“${rows[0]?.goodsName}”的` : `选中的 ${rows.length} 个`;
    const message = `确定通过${which}${name}吗？通过后商城即按此价格销售。`;
    if (!(await confirm({ title: `审核${name}`, message }))) return;
    await audit.mutateAsync({ body: { discountIds: rows.map((row) => row.id), auditStatus: 2 } });
    toast.success('已审核通过');
  };
  const actions: ColumnSpec<Row> = {
    header: '操作',
    cell: (row) => (
      <RowActions
        actions={[
          { label: '通过', hidden: !mayAudit || !waiting(row), onClick: () => approve([row]) },
          { label: '驳回', danger: true, hidden: !mayAudit || !waiting(row), onClick: () => setRejecting(row) },
        ]}
      />
    ),
  };
  const batchActions = mayAudit
    ? (rows: Row[]) => (
        <Button size="sm" disabled={!rows.every(waiting)} onClick={() => approve(rows)}>
          批量通过
        </Button>
      )
    : undefined;
  const dialog = rejecting && (
    <RefuseDialog
      action="驳回"
      title={`驳回${name}：${rejecting.goodsName}`}
      warning="驳回后供应商可修改价格并重新提交审核。"
      onRefuse={(auditRemark) =>
        audit.mutateAsync({ body: { discountIds: [rejecting.id], auditStatus: 3, auditRemark } })
      }
      onClose={() => setRejecting(undefined)}
    />
  );
  return { actions, batchActions, dialog };
}
