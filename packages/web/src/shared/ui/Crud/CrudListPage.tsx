// A list of records the user administers, as one declaration: what the rows are, their calls and mutations, the
// columns and the form. 新增 and 编辑 open the form in a dialog, 启用/停用 switches the row's flag through the edit,
// 删除 asks first, 批量删除 reports which rows went and why the others stayed; each as far as the user's calls allow.
import { useOperationMutation } from '@zc/sdk/react';
import { type ReactNode, useState } from 'react';
import type * as z from 'zod';
import { type Callable, useMayCall } from '@/shared/permission/may-call.tsx';
import { type BatchOutcome, BatchReport } from '../BatchReport/BatchReport.tsx';
import { runEach } from '../BatchReport/run-each.ts';
import { Button } from '../Button.tsx';
import { confirm } from '../ConfirmDialog/confirm.ts';
import type { RowAction } from '../controls/RowActions.tsx';
import { columnsOf } from '../DataTable/columns.tsx';
import { bodyOf } from '../FormDialog/schema-form.ts';
import { ListPage, type ListPageProps } from '../ListPage/ListPage.tsx';
import { CrudRowActions } from './row-actions.tsx';

type Row = { id: string };

export interface Crud<R extends Row> {
  /** What the rows are (节假日, 轮播图…), in buttons, titles, questions and messages. */
  kind: string;
  nameOf: (row: R) => string;
  /**
   * The SDK operations (`addHoliday`, `updateHoliday`, `deleteHoliday`): each action shows only when the user's roles
   * may make its call; 删除 and 启用/停用 call them, refreshing the lists of their domain.
   */
  calls: { add: Callable; edit: Callable; remove: Callable };
  /** 启用/停用 through the edit: the flag field (1 on) and the edit's body schema. */
  toggle?: { field: keyof R & string; schema: z.ZodObject; labels?: [on: string, off: string] };
  /** Actions of the page's own, after 编辑 and before 删除. */
  more?: (row: R) => RowAction[];
  /** 批量删除 of the rows selected. */
  batchRemove?: boolean;
  /** Where 新增 and 编辑 go instead of the form (a page of their own). */
  open?: (row: R | 'new') => void;
}

export interface CrudListPageProps<R extends Row>
  extends Omit<ListPageProps<R>, 'columns' | 'batchActions' | 'label'>,
    Crud<R> {
  /** The table's name; `${kind}列表` by default. */
  label?: string;
  /** The columns as `columnsOf` takes them; 操作 comes last. */
  columns: Parameters<typeof columnsOf<R>>[0];
  /** The form of the row being edited, or of a new one (not needed with `open`). */
  form?: (editing: R | 'new', close: () => void) => ReactNode;
  /** Buttons after 新增 (导出…). */
  toolbar?: ReactNode;
  /** The dialogs of the page's own actions (`more`), beside the list. */
  dialogs?: ReactNode;
}

/** The list with its filters, 新增 and the page's buttons, the table with 操作 (and 批量删除), the form. */
export function CrudListPage<R extends Row>(props: CrudListPageProps<R>) {
  const { kind, nameOf, calls, toggle, more, batchRemove, open: goTo, label = `${kind}列表`, ...page } = props;
  const { columns, form, toolbar, dialogs, ...list } = page;
  const [editing, setEditing] = useState<R | 'new'>();
  const [report, setReport] = useState<BatchOutcome & { title: string }>();
  const mayAdd = useMayCall(calls.add);
  const mayRemove = useMayCall(calls.remove);
  const open = goTo ?? setEditing;
  // The operations are the SDK's own; the kit passes them a row's id or its fields through the edit's schema.
  const update = useOperationMutation(calls.edit as never);
  const remove = useOperationMutation(calls.remove as never);
  const removeRow = (row: R) => remove.mutateAsync({ path: { id: row.id } } as never);

  const removeAll = async (rows: R[]) => {
    const message = `确定删除选中的 ${rows.length} 条${kind}吗？删除后不可恢复。`;
    if (!(await confirm({ title: `批量删除${kind}`, message, confirmText: '删除', danger: true }))) return;
    // One by one, so that a refused row leaves the others deleted and says why it stayed.
    const { done, failed } = await runEach(rows, (row) => `“${nameOf(row)}”`, removeRow);
    const title = failed.length === 0 ? '删除完成' : done === 0 ? '未能删除' : '部分未删除';
    setReport({ title, done: `已删除 ${done} 条${kind}`, failed, notDone: '条未删除' });
  };
  const actions = {
    header: '操作',
    cell: (row: R) => (
      <CrudRowActions
        kind={kind}
        name={nameOf(row)}
        edit={{ call: calls.edit, run: () => open(row) }}
        toggle={
          toggle && {
            enabled: (row as Record<string, unknown>)[toggle.field] === 1,
            labels: toggle.labels,
            run: (on) =>
              update.mutateAsync({
                body: { ...bodyOf(toggle.schema, row), id: row.id, [toggle.field]: on ? 1 : 0 },
              } as never),
          }
        }
        remove={{ call: calls.remove, run: () => removeRow(row) }}
        more={more?.(row)}
      />
    ),
  };
  const add = mayAdd && (
    <Button variant="primary" onClick={() => open('new')}>
      新增{kind}
    </Button>
  );
  return (
    <>
      <ListPage
        {...list}
        label={label}
        columns={columnsOf<R>({ ...columns, actions })}
        toolbar={
          (add || toolbar) && (
            <>
              {add}
              {toolbar}
            </>
          )
        }
        batchActions={
          batchRemove && mayRemove
            ? (rows) => (
                <Button size="sm" variant="danger" onClick={() => removeAll(rows)}>
                  批量删除
                </Button>
              )
            : undefined
        }
      />
      {editing && form?.(editing, () => setEditing(undefined))}
      {dialogs}
      {report && <BatchReport title={report.title} outcome={report} onClose={() => setReport(undefined)} />}
    </>
  );
}
