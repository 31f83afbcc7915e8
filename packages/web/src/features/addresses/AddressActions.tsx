import type { components } from '@zc/sdk';
import { useDeleteDeliveryAddress, useUpdateDefaultAddress } from '@zc/sdk/react';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Address = components['schemas']['DeliveryAddress'];

/** 编辑, 设为默认 (of another address than the default) and 删除 (asked first) of one address. */
export function AddressActions({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const remove = useDeleteDeliveryAddress();
  const makeDefault = useUpdateDefaultAddress();
  // Each button names its address, so that a reader of the table knows which one it acts on.
  const name = `${address.consignee} ${address.detailAddress}`;
  const removeAddress = async () => {
    const confirmed = await confirm({
      title: '删除收货地址',
      message: `确定删除 ${address.consignee} 的地址“${address.fullAddress ?? address.detailAddress}”吗？`,
    });
    if (!confirmed) return;
    await remove.mutateAsync({ path: { id: address.id } });
    toast.success('收货地址已删除');
  };
  return (
    <div className="flex gap-1">
      <Button variant="text" size="sm" aria-label={`编辑：${name}`} onClick={onEdit}>
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
      <Button variant="text" size="sm" aria-label={`删除：${name}`} disabled={remove.isPending} onClick={removeAddress}>
        删除
      </Button>
    </div>
  );
}
