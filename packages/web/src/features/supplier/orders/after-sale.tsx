import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../shared/format/date.ts';
import { type Labels, labelOf } from '../../../shared/format/labels.ts';
import { EMPTY, formatMoney } from '../../../shared/format/money.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';
import { createColumns } from '../../../shared/ui/DataTable/DataTable.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '../../../shared/ui/FormDialog/fields.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
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

const column = createColumns<AfterSaleCase>();

/** The columns of an after-sale list, with the kind's own names of types and states and who applied. */
export function afterSaleColumns<T extends AfterSaleCase>(
  labels: { type: Labels; status: Labels },
  applicant: (row: T) => string | undefined,
  actions: (row: T) => ReactNode,
) {
  const columns = [
    column.accessor('afterSaleNo', { header: '售后单号' }),
    column.accessor('orderNo', { header: '订单编号' }),
    column.accessor('goodsName', { header: '商品名称' }),
    column.accessor('afterSaleNum', { header: '售后数量', meta: { align: 'right' } }),
    column.accessor('afterSaleType', { header: '售后类型', cell: (c) => labelOf(labels.type, c.getValue()) }),
    column.accessor('reason', { header: '售后原因' }),
    column.display({ id: 'applicant', header: '申请人', cell: ({ row }) => applicant(row.original as T) || EMPTY }),
    column.accessor('refundAmount', { header: '退款金额', cell: (c) => formatMoney(c.getValue()) }),
    column.accessor('status', { header: '售后状态', cell: (c) => labelOf(labels.status, c.getValue()) }),
    column.accessor('supplierRemark', { header: '处理意见' }),
    column.accessor('createTime', { header: '申请时间', cell: (c) => formatDateTime(c.getValue()) }),
    column.display({ id: 'actions', header: '操作', cell: ({ row }) => actions(row.original as T) }),
  ];
  // Every column reads only the fields all kinds share.
  // biome-ignore lint/suspicious/noExplicitAny: accessor columns of different value types only fit ColumnDef<T, any>
  return columns as unknown as ColumnDef<T, any>[];
}

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
        onSubmit={async ({ refundAmount, supplierRemark }) => {
          await flow.complete(dialog.row.id, { refundAmount, supplierRemark: supplierRemark || undefined });
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
