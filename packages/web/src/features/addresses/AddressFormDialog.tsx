import type { components } from '@zc/sdk';
import { useSaveOrUpdateDeliveryAddress } from '@zc/sdk/react';
import { AreaField } from '@/shared/ui/FormDialog/AreaField.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { addressSchema } from './address-form.ts';

type Address = components['schemas']['DeliveryAddress'];

/** Adds a delivery address, or edits `address`. */
export function AddressFormDialog({
  address,
  addressType = 2,
  onClose,
}: {
  address: Address | 'new';
  addressType?: 1 | 2;
  onClose: () => void;
}) {
  const save = useSaveOrUpdateDeliveryAddress();
  const editing = address === 'new' ? undefined : address;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑收货地址' : '新增收货地址'}
      width="w-[640px]"
      schema={addressSchema}
      defaultValues={{ ...formValues(addressSchema, editing), isDefault: editing?.isDefault === 1 }}
      onSubmit={async (values) => {
        await save.mutateAsync({ body: { ...values, id: editing?.id, addressType } });
        toast.success(editing ? '收货地址已修改' : '收货地址已新增');
        onClose();
      }}
    >
      {(form) => (
        <>
          <div className="grid grid-cols-2 gap-3">
            <TextField form={form} name="consignee" label="联系人" required />
            <TextField form={form} name="phone" label="手机号码" required inputMode="tel" />
          </div>
          <AreaField
            form={form}
            names={['provinceCode', 'cityCode', 'districtCode']}
            label="所在地区"
            required
            valueLabels={editing && [editing.provinceName, editing.cityName, editing.districtName]}
          />
          <TextField form={form} name="detailAddress" label="详细地址" required />
          <div className="grid grid-cols-2 gap-3">
            <TextField form={form} name="telephone" label="固定电话" />
            <TextField form={form} name="postCode" label="邮政编码" inputMode="numeric" />
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <input type="checkbox" className="accent-brand" {...form.register('isDefault')} />
            设为默认地址
          </label>
        </>
      )}
    </FormDialog>
  );
}
