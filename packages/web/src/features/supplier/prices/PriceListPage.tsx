import { useDeleteDiscount, useSubmitDiscount } from '@zc/sdk/react';
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
import { type DiscountStatus, discountStatusLabels, isChangeable } from './labels.ts';
import { PriceDialog } from './PriceDialog.tsx';
import type { Discount, PriceKind, PriceSchema } from './price-kind.ts';

/** The list page of one kind of discount price: filters, set and change dialogs, submit for review, delete. */
export function PriceListPage<Row extends Discount, S extends PriceSchema>({ kind }: { kind: PriceKind<Row, S> }) {
  const list = useListSearch();
  const { goodsName, sku, status } = list.filters;
  const query = kind.useList({
    current: list.page.current,
    size: list.page.size,
    goodsName,
    sku,
    status: status === undefined ? undefined : (Number(status) as DiscountStatus),
  });
  const [editing, setEditing] = useState<{ row: Row | undefined }>();
  const submit = useSubmitDiscount();
  const remove = useDeleteDiscount();

  const submitForReview = async (rows: Row[]) => {
    const confirmed = await confirm({
      title: '提交审核',
      message:
        rows.length === 1
          ? `确定将“${rows[0]?.goodsName}”的${kind.name}提交平台审核吗？审核期间不能修改。`
          : `确定将选中的 ${rows.length} 个${kind.name}提交平台审核吗？审核期间不能修改。`,
    });
    if (!confirmed) return;
    // A refusal is shown by the SDK's warning toast; nothing is submitted then.
    submit.mutate(
      { query: { discountIds: rows.map((row) => row.id) } },
      { onSuccess: () => toast.success('已提交审核') },
    );
  };
  const deleteRow = async (row: Row) => {
    const confirmed = await confirm({
      title: `删除${kind.name}`,
      message: `确定删除“${row.goodsName}”的${kind.name}吗？删除后不可恢复。`,
      confirmText: '删除',
      danger: true,
    });
    if (confirmed) remove.mutate({ path: { id: row.id } }, { onSuccess: () => toast.success('已删除') });
  };

  const actions = useRef<RowActions<Row>>({ edit: () => {}, submit: () => {}, remove: () => {} });
  useLayoutEffect(() => {
    actions.current = { edit: (row) => setEditing({ row }), submit: submitForReview, remove: deleteRow };
  });
  // Built once per kind: DataTable renders each cell function as a component, so new functions on every render
  // would remount the row buttons under the pointer.
  const columns = useMemo(() => priceColumns(kind, actions), [kind]);

  return (
    <>
      <ListPage
        label={kind.listLabel}
        list={list}
        filters={[
          { name: 'goodsName', label: '商品名称' },
          { name: 'sku', label: 'SKU' },
          { type: 'select', name: 'status', label: '状态', options: optionsOf(discountStatusLabels) },
        ]}
        toolbar={
          <Permission value={kind.permission}>
            <Button variant="primary" onClick={() => setEditing({ row: undefined })}>
              设置{kind.name}
            </Button>
          </Permission>
        }
        batchActions={(rows) => (
          <Permission value={kind.permission}>
            <Button size="sm" onClick={() => submitForReview(rows)}>
              批量提交审核
            </Button>
          </Permission>
        )}
        columns={columns}
        {...tableQuery(query)}
      />
      {editing && <PriceDialog kind={kind} row={editing.row} onClose={() => setEditing(undefined)} />}
    </>
  );
}

interface RowActions<Row> {
  edit: (row: Row) => void;
  submit: (rows: Row[]) => void;
  remove: (row: Row) => void;
}

function priceColumns<Row extends Discount, S extends PriceSchema>(
  kind: PriceKind<Row, S>,
  actions: RefObject<RowActions<Row>>,
) {
  const column = createColumns<Row>();
  return [
    column.accessor((row) => row.goodsName, {
      id: 'goods',
      header: '商品',
      cell: ({ row }) => (
        <div className="max-w-72">
          <div className="text-slate-800">{row.original.goodsName}</div>
          <div className="text-xs text-slate-500">SKU {row.original.sku ?? '--'}</div>
        </div>
      ),
    }),
    column.accessor((row) => row.price, {
      id: 'price',
      header: '售价（元）',
      meta: { align: 'right' },
      cell: (cell) => formatMoney(cell.getValue()),
    }),
    ...kind.columns,
    column.accessor((row) => row.status, {
      id: 'status',
      header: '状态',
      cell: (cell) => labelOf(discountStatusLabels, cell.getValue()),
    }),
    column.accessor((row) => row.auditRemark, { id: 'auditRemark', header: '驳回原因' }),
    column.accessor((row) => row.updateTime, {
      id: 'updateTime',
      header: '更新时间',
      cell: (cell) => formatDateTime(cell.getValue()),
    }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row: { original: row } }) => (
        <Permission value={kind.permission}>
          <div className="flex gap-1">
            {isChangeable(row.status) && (
              <>
                <Button variant="text" size="sm" onClick={() => actions.current.edit(row)}>
                  修改
                </Button>
                <Button variant="text" size="sm" onClick={() => actions.current.submit([row])}>
                  提交审核
                </Button>
              </>
            )}
            {kind.deletable && row.status !== 1 && (
              <Button variant="text" size="sm" className="text-red-600" onClick={() => actions.current.remove(row)}>
                删除
              </Button>
            )}
          </div>
        </Permission>
      ),
    }),
  ];
}
