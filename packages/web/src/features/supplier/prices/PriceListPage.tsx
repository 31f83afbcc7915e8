import { useState } from 'react';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { DiscountBatchActions, useDiscountActions } from './DiscountActions.tsx';
import { supplierDiscountColumns } from './discount-columns.tsx';
import { PriceDialog } from './PriceDialog.tsx';
import type { Discount, PriceKind, PriceSchema } from './price-kind.ts';

/** The list page of one kind of discount price: filters, set and change dialogs, submit for review, delete. */
export function PriceListPage<Row extends Discount, S extends PriceSchema>({ kind }: { kind: PriceKind<Row, S> }) {
  const list = kind.useList();
  const actions = useDiscountActions(kind);
  const [editing, setEditing] = useState<{ row: Row | undefined }>();
  const edit = (row: Row | undefined) => setEditing({ row });
  const toolbar = (
    <Permission value={kind.permission}>
      <Button variant="primary" onClick={() => edit(undefined)}>
        设置{kind.name}
      </Button>
    </Permission>
  );
  return (
    <>
      <ListPage
        label={kind.listLabel}
        list={list}
        toolbar={toolbar}
        batchActions={(rows) => <DiscountBatchActions kind={kind} rows={rows} actions={actions} />}
        columns={supplierDiscountColumns(kind, actions, edit)}
      />
      {editing && <PriceDialog kind={kind} row={editing.row} onClose={() => setEditing(undefined)} />}
    </>
  );
}
