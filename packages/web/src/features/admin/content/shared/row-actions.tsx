import type * as z from 'zod';
import type { Callable } from '@/shared/permission/may-call.tsx';
import { IfAllowed, useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

export interface ContentRowActionsProps {
  /** What the rows are (轮播图, 楼层…) and this row's name, for the questions and messages. */
  kind: string;
  name: string;
  edit: { call: Callable; run: () => void };
  /** 启用 or 停用, when the row has a shown flag. */
  toggle?: { enabled: boolean; run: (enable: boolean) => Promise<unknown> };
  remove: { call: Callable; run: () => Promise<unknown> };
}

/** A content row's 编辑, 启用/停用 and 删除 (asked first), as far as the administrator's calls allow. */
export function ContentRowActions({ kind, name, edit, toggle, remove }: ContentRowActionsProps) {
  const mayEdit = useMayCall(edit.call);
  const mayRemove = useMayCall(remove.call);
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '编辑', onClick: edit.run, hidden: !mayEdit },
        {
          label: toggle?.enabled ? '停用' : '启用',
          hidden: !toggle || !mayEdit,
          onClick: () => toggle?.run(!toggle.enabled).then(() => toast.success(toggle.enabled ? '已停用' : '已启用')),
        },
        {
          label: '删除',
          danger: true,
          hidden: !mayRemove,
          onClick: async () => {
            const asked = { title: `删除${kind}`, message: `确定删除${kind}“${name}”吗？删除后不可恢复。` };
            if (await confirm({ ...asked, confirmText: '删除', danger: true }))
              await remove.run().then(() => toast.success('已删除'));
          },
        },
      ]}
    />
  );
}

/**
 * The fields of a request body's schema (`sysBannerFormSchema`) that a row carries: the body of an edit made from the
 * row itself (a flag switched, say), without the fields the server derives.
 */
export function bodyOf<S extends z.ZodObject>(schema: S, row: object): z.output<S> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => values[key] !== undefined && values[key] !== null)
      .map((key) => [key, values[key]]),
  ) as z.output<S>;
}

interface ContentColumnOptions<Row extends { id: string; isEnable?: number }, S extends z.ZodObject> {
  kind: string;
  nameOf: (row: Row) => string;
  /** The edit's request body schema (`sysBannerFormSchema`): a switch sends the row's fields with the flag changed. */
  schema: S;
  /** The update and delete mutations (`useUpdateSysBanner()`, `useDeleteSysBanner()`) and their operations. */
  // biome-ignore lint/suspicious/noExplicitAny: the body is the row's own fields through the schema (bodyOf)
  update: { mutateAsync: (input: { body: any }) => Promise<unknown> };
  remove: { mutateAsync: (input: { path: { id: string } }) => Promise<unknown> };
  calls: { edit: Callable; remove: Callable };
  onEdit: (row: Row) => void;
}

/** The 操作 column of a content list whose rows are shown or hidden by a flag: 编辑, 启用/停用, 删除. */
export function contentActionsColumn<Row extends { id: string; isEnable?: number }>(
  options: ContentColumnOptions<Row, z.ZodObject>,
) {
  const { kind, nameOf, schema, update, remove, calls, onEdit } = options;
  return {
    header: '操作',
    cell: (row: Row) => (
      <ContentRowActions
        kind={kind}
        name={nameOf(row)}
        edit={{ call: calls.edit, run: () => onEdit(row) }}
        toggle={{
          enabled: row.isEnable === 1,
          run: (on) => update.mutateAsync({ body: { ...bodyOf(schema, row), id: row.id, isEnable: on ? 1 : 0 } }),
        }}
        remove={{ call: calls.remove, run: () => remove.mutateAsync({ path: { id: row.id } }) }}
      />
    ),
  };
}

/** The toolbar's 新增… button, shown when the administrator may make the add call. */
export function AddButton({ call, label, onClick }: { call: Callable; label: string; onClick: () => void }) {
  return (
    <IfAllowed call={call}>
      <Button variant="primary" onClick={onClick}>
        {label}
      </Button>
    </IfAllowed>
  );
}
