import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryDeliveryAddressQueryOptions, useDeleteDeliveryAddress, useUpdateDefaultAddress } from '@zc/sdk/react';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';
import { createColumns, DataTable } from '../../../shared/ui/DataTable/DataTable.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
import { AddressFormDialog } from './AddressFormDialog.tsx';

type Address = components['schemas']['DeliveryAddress'];
const column = createColumns<Address>();
/** The supplier's own addresses: shipping and return (type 2). */
const supplierAddresses = { query: { addressType: 2 } } as const;

/** 收货地址: the supplier's addresses, default first; add, edit, delete (asked first) and choose the default. */
export function AddressListPage() {
  const query = useQuery(queryDeliveryAddressQueryOptions(supplierAddresses));
  const [editing, setEditing] = useState<Address | 'new'>();
  const remove = useDeleteDeliveryAddress();
  const makeDefault = useUpdateDefaultAddress();
  const records = query.data ?? [];

  const columns = [
    column.accessor('consignee', { header: '联系人' }),
    column.accessor('phone', { header: '手机号码' }),
    column.display({
      id: 'area',
      header: '所在地区',
      cell: ({ row }) => `${row.original.provinceName}${row.original.cityName}${row.original.districtName}`,
    }),
    column.accessor('detailAddress', { header: '详细地址' }),
    column.accessor('postCode', { header: '邮政编码' }),
    column.accessor('isDefault', {
      header: '默认地址',
      cell: (c) => (c.getValue() === 1 ? <span className="text-brand">默认</span> : ''),
    }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => {
        const address = row.original;
        const name = `${address.consignee} ${address.detailAddress}`;
        return (
          <div className="flex gap-1">
            <Button variant="text" size="sm" aria-label={`编辑：${name}`} onClick={() => setEditing(address)}>
              编辑
            </Button>
            {address.isDefault !== 1 && (
              <Button
                variant="text"
                size="sm"
                aria-label={`设为默认：${name}`}
                disabled={makeDefault.isPending}
                onClick={async () => {
                  await makeDefault.mutateAsync({ path: { id: address.id }, body: {} });
                  toast.success('已设为默认地址');
                }}
              >
                设为默认
              </Button>
            )}
            <Button
              variant="text"
              size="sm"
              aria-label={`删除：${name}`}
              disabled={remove.isPending}
              onClick={async () => {
                const confirmed = await confirm({
                  title: '删除收货地址',
                  message: `确定删除 ${address.consignee} 的地址“${address.fullAddress ?? address.detailAddress}”吗？`,
                });
                if (!confirmed) return;
                await remove.mutateAsync({ path: { id: address.id } });
                toast.success('收货地址已删除');
              }}
            >
              删除
            </Button>
          </div>
        );
      },
    }),
  ];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button variant="primary" onClick={() => setEditing('new')}>
          新增收货地址
        </Button>
      </div>
      <DataTable
        label="收货地址"
        columns={columns}
        data={query.data && { records, total: records.length }}
        isPending={query.isPending || query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        // One list, not paged by the server.
        page={{ current: 1, size: Math.max(records.length, 10) }}
        onPageChange={() => {}}
      />
      {editing && <AddressFormDialog address={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
