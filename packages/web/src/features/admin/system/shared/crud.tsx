// The administration of one kind of system record (节假日, 租户, 运费规则…): 新增 and 编辑 in a form dialog, 启用/停用,
// 删除 after asking, and 批量删除 reporting which rows went and why the others stayed; each as far as the
// administrator's calls allow.
import { useState } from 'react';
import type * as z from 'zod';
import { type Callable, useMayCall } from '@/shared/permission/may-call.tsx';
import { type BatchOutcome, BatchReport } from '@/shared/ui/BatchReport/BatchReport.tsx';
import { runEach } from '@/shared/ui/BatchReport/run-each.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { type RowAction, RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

export type Row = { id: string };
// biome-ignore lint/suspicious/noExplicitAny: an edit's body is the row's own fields through its schema (bodyOf)
type Update = { mutateAsync: (input: { body: any }) => Promise<unknown> };
type Remove = { mutateAsync: (input: { path: { id: string } }) => Promise<unknown> };

export interface CrudOptions<R extends Row> {
  /** What the rows are (节假日, 租户…), in buttons, questions and messages. */
  kind: string;
  nameOf: (row: R) => string;
  calls: { add: Callable; edit: Callable; remove: Callable };
  /** The delete mutation (`useDeleteHoliday()`). */
  remove: Remove;
  /** 启用/停用 through the edit: the flag field (1 on), the edit's body schema and the edit mutation. */
  toggle?: { field: keyof R & string; schema: z.ZodObject; update: Update; labels?: [on: string, off: string] };
  /** Actions of the page's own, after 编辑 and before 删除. */
  more?: (row: R) => RowAction[];
}

/**
 * The fields of an edit's body schema that a row carries: the body of an edit made from the row itself (a flag
 * switched), without the fields the server derives.
 */
export function bodyOf(schema: z.ZodObject, row: object): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => values[key] !== undefined && values[key] !== null)
      .map((key) => [key, values[key]]),
  );
}

const ignore = () => {};

/**
 * A kind of record's actions: `addButton` for the toolbar, `actionsColumn` for the table, `batchActions` for its
 * selection, `editing` (the row, or 'new') for the page's form dialog and `dialogs` to render beside the list.
 */
export function useCrud<R extends Row>({ kind, nameOf, calls, remove, toggle, more }: CrudOptions<R>) {
  const [editing, setEditing] = useState<R | 'new'>();
  const [report, setReport] = useState<BatchOutcome & { title: string }>();
  const mayAdd = useMayCall(calls.add);
  const mayEdit = useMayCall(calls.edit);
  const mayRemove = useMayCall(calls.remove);

  const removeOne = async (row: R) => {
    const asked = { title: `删除${kind}`, message: `确定删除${kind}“${nameOf(row)}”吗？删除后不可恢复。` };
    if (!(await confirm({ ...asked, confirmText: '删除', danger: true }))) return;
    // A refusal is shown by the SDK's warning; the row stays.
    await remove.mutateAsync({ path: { id: row.id } }).then(() => toast.success('已删除'), ignore);
  };
  const removeAll = async (rows: R[]) => {
    const message = `确定删除选中的 ${rows.length} 条${kind}吗？删除后不可恢复。`;
    if (!(await confirm({ title: `批量删除${kind}`, message, confirmText: '删除', danger: true }))) return;
    // One by one, so that a refused row leaves the others deleted and says why it stayed.
    const { done, failed } = await runEach(
      rows,
      (row) => `“${nameOf(row)}”`,
      (row) => remove.mutateAsync({ path: { id: row.id } }),
    );
    const title = failed.length === 0 ? '删除完成' : done === 0 ? '未能删除' : '部分未删除';
    setReport({ title, done: `已删除 ${done} 条${kind}`, failed, notDone: '条未删除' });
  };
  const switchFlag = async (row: R, on: boolean) => {
    if (!toggle) return;
    const [onLabel, offLabel] = toggle.labels ?? ['启用', '停用'];
    await toggle.update
      .mutateAsync({ body: { ...bodyOf(toggle.schema, row), id: row.id, [toggle.field]: on ? 1 : 0 } })
      .then(() => toast.success(`已${on ? onLabel : offLabel}`), ignore);
  };

  const actions = (row: R): RowAction[] => {
    const on = toggle && (row as Record<string, unknown>)[toggle.field] === 1;
    const [onLabel, offLabel] = toggle?.labels ?? ['启用', '停用'];
    return [
      { label: '编辑', onClick: () => setEditing(row), hidden: !mayEdit },
      { label: on ? offLabel : onLabel, onClick: () => switchFlag(row, !on), hidden: !toggle || !mayEdit },
      ...(more?.(row) ?? []),
      { label: '删除', danger: true, onClick: () => removeOne(row), hidden: !mayRemove },
    ];
  };

  return {
    editing,
    close: () => setEditing(undefined),
    addButton: mayAdd && (
      <Button variant="primary" onClick={() => setEditing('new')}>
        新增{kind}
      </Button>
    ),
    actionsColumn: {
      header: '操作',
      cell: (row: R) => <RowActions actions={actions(row)} inline={3} />,
    },
    batchActions: mayRemove
      ? (rows: R[]) => (
          <Button size="sm" variant="danger" onClick={() => removeAll(rows)}>
            批量删除
          </Button>
        )
      : undefined,
    dialogs: report && <BatchReport title={report.title} outcome={report} onClose={() => setReport(undefined)} />,
  };
}
