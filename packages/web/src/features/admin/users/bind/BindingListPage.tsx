import { bindWecomUser, type components, pageWecomBindings, unbindWecomUser } from '@zc/sdk';
import { useUnbindWecomUser } from '@zc/sdk/react';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { AddButton } from '@/shared/ui/Crud/row-actions.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { BindDialog } from './BindDialog.tsx';
import { bindingFilters } from './filters.ts';

type Binding = components['schemas']['WecomBinding'];

/** 绑定企业微信用户: platform accounts and the chat-app users they are bound to; a binding is removed after asking. */
export function BindingListPage() {
  const list = useList(pageWecomBindings, bindingFilters);
  const unbind = useUnbindWecomUser();
  const mayUnbind = useMayCall(unbindWecomUser);
  const [binding, setBinding] = useState(false);
  const unbindAsked = async (row: Binding) => {
    const message = `确定解除“${row.fullName}（${row.account}）”与企业微信账号“${row.wecomUserId}”的绑定吗？`;
    if (!(await confirm({ title: '解除绑定', message, confirmText: '解除绑定', danger: true }))) return;
    await unbind.mutateAsync({ path: { userId: row.userId } });
    toast.success('已解除绑定');
  };
  const columns = columnsOf<Binding>({
    account: '登录账号',
    fullName: '姓名',
    orgName: '所属组织',
    wecomUserId: '企业微信账号',
    bindTime: ['绑定时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (row) => (
        <RowActions
          actions={[{ label: '解除绑定', danger: true, hidden: !mayUnbind, onClick: () => unbindAsked(row) }]}
        />
      ),
    },
  });
  return (
    <>
      <ListPage
        label="企业微信绑定列表"
        list={list}
        columns={columns}
        rowKey={(row) => row.userId}
        toolbar={<AddButton call={bindWecomUser} label="绑定企业微信用户" onClick={() => setBinding(true)} />}
      />
      {binding && <BindDialog onClose={() => setBinding(false)} />}
    </>
  );
}
