import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { pagePurchaserUsersQueryOptions, pageSupplierUsersQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { Input } from '@/shared/ui/Input.tsx';

type User = components['schemas']['User'];

export interface UserPickerProps {
  title: string;
  /** Suppliers' accounts, or the others' (purchasers and administrators). */
  suppliers: boolean;
  /** Only the accounts of this organisation. */
  orgId?: string;
  /** A column saying whether each user already holds this role. */
  roleId?: string;
  /** The button that takes the ticked users (绑定, 确定). */
  action: string;
  onPick: (users: User[]) => Promise<void> | void;
  onClose: () => void;
}

/** Enabled accounts found by name, ticked on a page and taken together. */
export function UserPicker({ title, suppliers: supplier, orgId, roleId, action, onPick, onClose }: UserPickerProps) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [fullName, setFullName] = useState('');
  const [picked, setPicked] = useState<User[]>([]);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const query = { query: { fullName: fullName || undefined, orgId, status: 1 as const, ...page } };
  const suppliers = useQuery({
    ...pageSupplierUsersQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: supplier,
  });
  const others = useQuery({
    ...pagePurchaserUsersQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: !supplier,
  });
  const users = supplier ? suppliers : others;
  const columns = columnsOf<User>({
    account: '账号',
    fullName: '姓名',
    orgName: '所属组织',
    ...(roleId && {
      held: {
        header: '已有此角色',
        cell: (user: User) => (user.roles?.some((one) => one.id === roleId) ? '是' : '否'),
      },
    }),
  });
  const submit = async () => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await onPick(picked);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      width="w-[760px]"
      footer={
        <>
          {refusal && (
            <span role="alert" className="mr-auto text-sm text-red-600">
              {refusal}
            </span>
          )}
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" disabled={picked.length === 0} loading={saving} onClick={submit}>
            {action}
            {picked.length ? `（${picked.length}）` : ''}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Input
          aria-label="姓名"
          placeholder="按姓名查找，回车查询"
          className="w-60"
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            setFullName(event.currentTarget.value.trim());
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
        <DataTable
          label="可选用户列表"
          columns={columns}
          data={users.data}
          isPending={users.isPending}
          error={users.error}
          onRetry={users.refetch}
          page={page}
          onPageChange={setPage}
          onSelectionChange={setPicked}
        />
      </div>
    </Dialog>
  );
}
