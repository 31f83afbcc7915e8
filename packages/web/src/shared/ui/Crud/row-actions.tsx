// The actions on one record of a list: 编辑, 启用/停用 and 删除 after asking, and 新增 above the list; each shown only
// when the signed-in user's roles may make its call.
import { type Callable, IfAllowed, useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '../Button.tsx';
import { confirm } from '../ConfirmDialog/confirm.ts';
import { type RowAction, RowActions } from '../controls/RowActions.tsx';
import { toast } from '../Toast/toast.ts';

/** A refusal is shown by the SDK's warning; the row stays as it was. */
const ignore = () => {};

export interface CrudRowActionsProps {
  /** What the rows are (轮播图, 楼层…) and this row's name, for the question and the messages. */
  kind: string;
  name: string;
  edit: { call: Callable; run: () => void };
  /** 启用 or 停用 (or the labels given), when the row has a flag the list shows; the edit's call allows it. */
  toggle?: { enabled: boolean; run: (enable: boolean) => Promise<unknown>; labels?: [on: string, off: string] };
  remove: { call: Callable; run: () => Promise<unknown> };
  /** Actions of the page's own, after 编辑 and 启用/停用 and before 删除. */
  more?: RowAction[];
}

/** A row's 编辑, 启用/停用, the page's own actions and 删除 (asked first), as far as the user's calls allow. */
export function CrudRowActions({ kind, name, edit, toggle, remove, more = [] }: CrudRowActionsProps) {
  const mayEdit = useMayCall(edit.call);
  const mayRemove = useMayCall(remove.call);
  const [on, off] = toggle?.labels ?? ['启用', '停用'];
  return (
    <RowActions
      inline={3}
      actions={[
        { label: '编辑', onClick: edit.run, hidden: !mayEdit },
        {
          label: toggle?.enabled ? off : on,
          hidden: !toggle || !mayEdit,
          onClick: () =>
            toggle?.run(!toggle.enabled).then(() => toast.success(`已${toggle.enabled ? off : on}`), ignore),
        },
        ...more,
        {
          label: '删除',
          danger: true,
          hidden: !mayRemove,
          onClick: async () => {
            const asked = { title: `删除${kind}`, message: `确定删除${kind}“${name}”吗？删除后不可恢复。` };
            if (await confirm({ ...asked, confirmText: '删除', danger: true }))
              await remove.run().then(() => toast.success('已删除'), ignore);
          },
        },
      ]}
    />
  );
}

/** The toolbar's 新增… button, shown when the user may make the add call. */
export function AddButton({ call, label, onClick }: { call: Callable; label: string; onClick: () => void }) {
  return (
    <IfAllowed call={call}>
      <Button variant="primary" onClick={onClick}>
        {label}
      </Button>
    </IfAllowed>
  );
}
