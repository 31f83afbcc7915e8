import {
  addPurchaserUser,
  batchAssignUserRoles,
  type components,
  pagePurchaserUsers,
  pageSupplierUsers,
} from '@zc/sdk';
import { purchaserUserTypeLabels, userStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { AddButton } from '@/shared/ui/Crud/row-actions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { allUserFilters, userFilters } from './filters.ts';
import type { UserKind } from './kinds.ts';
import { PasswordDialog } from './PasswordDialog.tsx';
import { RoleAssignDialog } from './RoleAssignDialog.tsx';
import { type OrgChoice, UserFormDialog } from './UserFormDialog.tsx';
import { type UserEdit, UserRowActions } from './UserRowActions.tsx';

type User = components['schemas']['User'];

/** A user list of one kind (or of one organisation): accounts, their roles and state, and what may be done to them. */
export function UserListPage({ kind, org }: { kind: UserKind; org?: OrgChoice }) {
  const operation = (kind.supplier ? pageSupplierUsers : pagePurchaserUsers) as typeof pagePurchaserUsers;
  const filters = kind.supplier || kind.purchaserType ? userFilters : allUserFilters;
  const list = useList(operation, filters, { query: { purchaserType: kind.purchaserType, orgId: org?.id } });
  const [edit, setEdit] = useState<UserEdit>();
  const columns = columnsOf<User>({
    account: '登录账号',
    fullName: '姓名',
    purchaserType: kind.supplier || kind.purchaserType ? undefined : ['用户类型', purchaserUserTypeLabels],
    orgName: org ? undefined : kind.supplier ? '供应商' : '所属组织',
    phone: '手机号码',
    roles: { header: '角色', cell: (user) => (user.roles ?? []).map((role) => role.roleName).join('、') },
    status: ['账号状态', userStatusLabels],
    locked: { header: '锁定', cell: (user) => (user.locked === 1 ? <span className="text-red-600">已锁定</span> : '') },
    lastLoginTime: ['最后登录', 'dateTime'],
    actions: { header: '操作', cell: (user) => <UserRowActions user={user} kind={kind} onEdit={setEdit} /> },
  });
  const addable = !kind.supplier && !kind.distribution;
  return (
    <>
      <ListPage
        label={`${kind.label}列表`}
        list={list}
        columns={columns}
        toolbar={
          addable && (
            <AddButton call={addPurchaserUser} label={`新增${kind.label}`} onClick={() => setEdit({ step: 'add' })} />
          )
        }
        batchActions={(users) => (
          <IfAllowed call={batchAssignUserRoles}>
            <Button size="sm" variant="primary" onClick={() => setEdit({ step: 'roles', users })}>
              批量分配角色
            </Button>
          </IfAllowed>
        )}
      />
      {edit?.step === 'roles' && <RoleAssignDialog users={edit.users} kind={kind} onClose={() => setEdit(undefined)} />}
      {edit?.step === 'password' && <PasswordDialog user={edit.user} onClose={() => setEdit(undefined)} />}
      {(edit?.step === 'add' || edit?.step === 'edit') && (
        <UserFormDialog
          kind={kind}
          user={edit.step === 'edit' ? edit.user : undefined}
          org={org}
          onClose={() => setEdit(undefined)}
        />
      )}
    </>
  );
}
