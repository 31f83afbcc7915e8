import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryDeliveryAddressQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, wholeList } from '@/shared/ui/DataTable/DataTable.tsx';
import { AddressActions } from './AddressActions.tsx';
import { AddressFormDialog } from './AddressFormDialog.tsx';
import { addressColumns } from './address-columns.ts';

type Address = components['schemas']['DeliveryAddress'];

/**
 * 收货地址: the signed-in user's addresses of one kind, default first; add, edit, delete (asked first) and choose the
 * default. A supplier keeps shipping and return addresses (type 2), a purchaser delivery addresses (type 1).
 */
export function AddressListPage({ addressType = 2 }: { addressType?: 1 | 2 }) {
  const query = useQuery(queryDeliveryAddressQueryOptions({ query: { addressType } }));
  const [editing, setEditing] = useState<Address | 'new'>();
  const columns = columnsOf<Address>({
    ...addressColumns,
    postCode: '邮政编码',
    isDefault: {
      header: '默认地址',
      cell: (address) => address.isDefault === 1 && <span className="text-brand">默认</span>,
    },
    actions: {
      header: '操作',
      cell: (address) => <AddressActions address={address} onEdit={() => setEditing(address)} />,
    },
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button variant="primary" onClick={() => setEditing('new')}>
          新增收货地址
        </Button>
      </div>
      <DataTable label="收货地址" columns={columns} {...wholeList(query)} />
      {editing && (
        <AddressFormDialog address={editing} addressType={addressType} onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}
