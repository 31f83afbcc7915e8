import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { receiptReceiptTypeLabels, receiptTitleTypeLabels } from '@zc/sdk/labels';
import {
  queryJdLastOrderReceiptQueryOptions,
  queryJdReceiptQueryOptions,
  queryLastOrderReceiptQueryOptions,
  queryReceiptQueryOptions,
  useDeleteJdReceipt,
  useDeleteReceipt,
  useSaveOrUpdateJdReceipt,
  useSaveOrUpdateReceipt,
} from '@zc/sdk/react';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, wholeList } from '@/shared/ui/DataTable/DataTable.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { InvoiceTitleDialog } from './InvoiceTitleDialog.tsx';

type Receipt = components['schemas']['Receipt'];

// The JD calls answer the same types under other query keys.
type ListOptions = () => ReturnType<typeof queryReceiptQueryOptions>;
type LastOptions = () => ReturnType<typeof queryLastOrderReceiptQueryOptions>;

/** The platform's invoice titles and the JD channel's: the same calls under receipt/ and jdReceipt/. */
const channels = {
  platform: {
    list: queryReceiptQueryOptions as ListOptions,
    last: queryLastOrderReceiptQueryOptions as LastOptions,
    useSave: useSaveOrUpdateReceipt,
    useRemove: useDeleteReceipt,
  },
  jd: {
    list: queryJdReceiptQueryOptions as unknown as ListOptions,
    last: queryJdLastOrderReceiptQueryOptions as unknown as LastOptions,
    useSave: useSaveOrUpdateJdReceipt,
    useRemove: useDeleteJdReceipt,
  },
} as const;

/**
 * 发票管理: the purchaser's invoice titles, the default and the one of the last order marked; add, edit, make default
 * and delete (asked first).
 */
export function InvoiceManagerPage({ channel = 'platform' }: { channel?: keyof typeof channels }) {
  const calls = channels[channel];
  const query = useQuery(calls.list());
  const last = useQuery(calls.last());
  const save = calls.useSave();
  const remove = calls.useRemove();
  const [editing, setEditing] = useState<Receipt | 'new'>();

  const makeDefault = async (title: Receipt) => {
    const { id, userId, purchaserId, source, createTime, ...fields } = title;
    await save.mutateAsync({ body: { ...fields, id, isDefault: 1 } });
    toast.success('已设为默认发票抬头');
  };
  const removeTitle = async (title: Receipt) => {
    if (!(await confirm({ title: '删除发票抬头', message: `确定删除发票抬头“${title.receiptTitle}”吗？` }))) return;
    await remove.mutateAsync({ path: { id: title.id } });
    toast.success('发票抬头已删除');
  };
  const columns = columnsOf<Receipt>({
    receiptTitle: {
      header: '发票抬头',
      cell: (title) => (
        <span className="inline-flex items-center gap-2">
          {title.receiptTitle}
          {title.isDefault === 1 && <span className="rounded bg-brand/10 px-1 text-xs text-brand">默认</span>}
          {last.data?.id === title.id && (
            <span className="rounded bg-amber-100 px-1 text-xs text-amber-700">最近使用</span>
          )}
        </span>
      ),
    },
    receiptType: ['发票类型', receiptReceiptTypeLabels],
    titleType: ['抬头类型', receiptTitleTypeLabels],
    taxNo: '纳税人识别号',
    receiverName: '收票人',
    receiverPhone: '收票人手机',
    actions: {
      header: '操作',
      cell: (title) => (
        <RowActions
          inline={3}
          actions={[
            { label: '编辑', onClick: () => setEditing(title) },
            { label: '设为默认', onClick: () => makeDefault(title), hidden: title.isDefault === 1 },
            { label: '删除', danger: true, onClick: () => removeTitle(title) },
          ]}
        />
      ),
    },
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button variant="primary" onClick={() => setEditing('new')}>
          新增发票抬头
        </Button>
      </div>
      <DataTable label="发票抬头" columns={columns} {...wholeList(query)} />
      {editing && (
        <InvoiceTitleDialog
          title={editing}
          save={(body) => save.mutateAsync({ body })}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
