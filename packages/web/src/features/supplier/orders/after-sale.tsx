import { type ReactNode, useState } from 'react';
import type { Labels } from '@/shared/format/labels.ts';
import { EMPTY, formatMoney } from '@/shared/format/money.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import type { ColumnSpec } from '@/shared/ui/DataTable/columns.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { completeAfterSaleSchema } from './order-forms.ts';
import { RefuseDialog } from './RefuseDialog.tsx';

/** What the mall's and the welfare after-sale cases have in common. */
export interface AfterSaleCase {
  id: string;
  afterSaleNo: string;
  orderNo?: string;
  goodsName: string;
  status: number;
  afterSaleType: number;
  reason: string;
  price?: number;
  afterSaleNum: number;
  refundAmount?: number;
  supplierRemark?: string;
  createTime: string;
}

/**
 * The columns of an after-sale list, with the kind's own names of types and states and who applied; a page declares
 * them with `columnsOf<Row>(afterSaleColumns<Row>(…))`, since they read only the fields every kind's row has.
 */
export const afterSaleColumns = <T extends AfterSaleCase>(
  labels: { type: Labels; status: Labels },
  applicant: (row: T) => string | undefined,
  actions: (row: T) => ReactNode,
): Partial<Record<keyof AfterSaleCase | 'applicant' | 'actions', ColumnSpec<T>>> => ({
  afterSaleNo: '售后单号',
  orderNo: '订单编号',
  goodsName: '商品名称',
  afterSaleNum: { header: '售后数量', align: 'right' },
  afterSaleType: ['售后类型', labels.type],
  reason: '售后原因',
  applicant: { header: '申请人', cell: (row) => applicant(row) || EMPTY },
  refundAmount: ['退款金额', 'money'],
  status: ['售后状态', labels.status],
  supplierRemark: '处理意见',
  createTime: ['申请时间', 'dateTime'],
  actions: { header: '操作', cell: actions },
});

/** How one kind of after-sale (mall orders, welfare orders) is decided and closed by the supplier. */
export interface AfterSaleFlow {
  /** The button permission that gates deciding and closing. */
  permission: string;
  /** States waiting for the supplier's decision, and states the supplier can close. */
  reviewable: readonly number[];
  closable: readonly number[];
  approve: (id: string, approvalResult: 1 | 2, supplierRemark?: string) => Promise<unknown>;
  complete: (id: string, values: { refundAmount?: number; supplierRemark?: string }) => Promise<unknown>;
}

/** 同意, 驳回 (with a reason) and 完成售后 (refund and remark) of after-sale cases, behind the flow's permission. */
export function useAfterSaleActions(flow: AfterSaleFlow) {
  const [dialog, setDialog] = useState<{ kind: 'refuse' | 'complete'; row: AfterSaleCase }>();
  const close = () => setDialog(undefined);

  const agree = async (row: AfterSaleCase) => {
    const ok = await confirm({ title: '同意售后', message: `确定同意售后单 ${row.afterSaleNo} 吗？` });
    if (!ok) return;
    await flow.approve(row.id, 1);
    toast.success('已同意售后');
  };

  const buttons = (row: AfterSaleCase) => (
    <Permission value={flow.permission}>
      {flow.reviewable.includes(row.status) && (
        <>
          <Button variant="text" size="sm" onClick={() => agree(row).catch(() => {})}>
            同意
          </Button>
          <Button variant="text" size="sm" onClick={() => setDialog({ kind: 'refuse', row })}>
            驳回
          </Button>
        </>
      )}
      {flow.closable.includes(row.status) && (
        <Button variant="text" size="sm" onClick={() => setDialog({ kind: 'complete', row })}>
          完成售后
        </Button>
      )}
    </Permission>
  );

  const dialogs =
    dialog?.kind === 'refuse' ? (
      <RefuseDialog
        title={`驳回售后：${dialog.row.afterSaleNo}`}
        onClose={close}
        onRefuse={async (remark) => {
          await flow.approve(dialog.row.id, 2, remark);
          toast.success('已驳回售后');
        }}
      />
    ) : dialog?.kind === 'complete' ? (
      <FormDialog
        open
        onOpenChange={(open) => !open && close()}
        title={`完成售后：${dialog.row.afterSaleNo}`}
        schema={completeAfterSaleSchema}
        defaultValues={{ supplierRemark: '' }}
        onSubmit={async (values) => {
          await flow.complete(dialog.row.id, values);
          toast.success('售后已完成');
        }}
      >
        {(form) => (
          <>
            <TextField
              form={form}
              name="refundAmount"
              label="退款金额"
              type="number"
              step="0.01"
              hint={`售后商品金额 ${formatMoney((dialog.row.price ?? 0) * dialog.row.afterSaleNum)}`}
            />
            <TextAreaField form={form} name="supplierRemark" label="处理说明" />
          </>
        )}
      </FormDialog>
    ) : null;

  return { buttons, dialogs };
}
