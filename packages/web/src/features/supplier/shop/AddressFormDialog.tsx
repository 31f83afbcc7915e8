import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { queryAreaQueryOptions, useSaveOrUpdateDeliveryAddress } from '@zc/sdk/react';
import type { UseFormReturn } from 'react-hook-form';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { type AddressInput, addressSchema } from './address-form.ts';

type Address = components['schemas']['DeliveryAddress'];
// biome-ignore lint/suspicious/noExplicitAny: the area fields only read and set their own values
type Form = UseFormReturn<AddressInput, unknown, any>;

/** The areas under `parentCode` (provinces without one), as select options. */
function useAreaOptions(parentCode: string | undefined, enabled: boolean) {
  const query = useQuery({ ...queryAreaQueryOptions({ query: { parentCode } }), enabled });
  return (query.data ?? []).map((area) => ({ value: area.code, label: area.name }));
}

/** Province, city and district, each choice loading the next and clearing what lay under the old one. */
function AreaFields({ form }: { form: Form }) {
  const [province, city] = form.watch(['provinceCode', 'cityCode']);
  const provinces = useAreaOptions(undefined, true);
  const cities = useAreaOptions(province, Boolean(province));
  const districts = useAreaOptions(city, Boolean(city));
  // Each select is drawn again once its options arrive, so that the value kept in the form shows as chosen.
  const clearBelow = (names: ('cityCode' | 'districtCode')[]) => {
    for (const name of names) form.setValue(name, '', { shouldDirty: true });
  };
  return (
    <div className="grid grid-cols-3 gap-3">
      <div onChangeCapture={() => clearBelow(['cityCode', 'districtCode'])}>
        <SelectField key={provinces.length} form={form} name="provinceCode" label="省份" required options={provinces} />
      </div>
      <div onChangeCapture={() => clearBelow(['districtCode'])}>
        <SelectField key={cities.length} form={form} name="cityCode" label="城市" required options={cities} />
      </div>
      <SelectField key={districts.length} form={form} name="districtCode" label="区县" required options={districts} />
    </div>
  );
}

/** Adds a delivery address, or edits `address`. */
export function AddressFormDialog({ address, onClose }: { address: Address | 'new'; onClose: () => void }) {
  const save = useSaveOrUpdateDeliveryAddress();
  const editing = address === 'new' ? undefined : address;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑收货地址' : '新增收货地址'}
      width="w-[640px]"
      schema={addressSchema}
      defaultValues={{
        consignee: editing?.consignee ?? '',
        phone: editing?.phone ?? '',
        telephone: editing?.telephone ?? '',
        provinceCode: editing?.provinceCode ?? '',
        cityCode: editing?.cityCode ?? '',
        districtCode: editing?.districtCode ?? '',
        detailAddress: editing?.detailAddress ?? '',
        postCode: editing?.postCode ?? '',
        isDefault: editing?.isDefault === 1,
      }}
      onSubmit={async ({ isDefault, telephone, postCode, ...values }) => {
        await save.mutateAsync({
          body: {
            ...values,
            ...(editing && { id: editing.id }),
            ...(telephone && { telephone }),
            ...(postCode && { postCode }),
            addressType: 2,
            isDefault: isDefault ? 1 : 0,
          },
        });
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
          <AreaFields form={form} />
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
