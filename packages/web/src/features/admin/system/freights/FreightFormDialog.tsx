import type { components } from '@zc/sdk';
import { enabledFlagLabels, flagLabels } from '@zc/sdk/labels';
import { useAddFreight, useUpdateFreight } from '@zc/sdk/react';
import { freightFormSchema } from '@zc/sdk/schemas';
import { ProvincesField } from '@/features/admin/shared/pickers.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { SupplierField } from '../../shared/suppliers.tsx';

type Freight = components['schemas']['Freight'];

const fields = freightFormSchema.shape;
const freightSchema = freightFormSchema.omit({ id: true }).extend({
  baseFreight: cents(fields.baseFreight),
  freeThreshold: cents(fields.freeThreshold),
  isDefault: chosen(fields.isDefault),
  status: chosen(fields.status),
});

/**
 * A supplier's delivery charge for some provinces, free from an order amount on; the default rule covers the
 * provinces no other rule names. The order confirmation charges what the rule says.
 */
export function FreightFormDialog({ freight, onClose }: { freight: Freight | 'new'; onClose: () => void }) {
  const names = freight === 'new' ? [] : (freight.areaNames?.split('、') ?? []);
  return (
    <RecordFormDialog
      kind="运费规则"
      record={freight}
      schema={freightSchema}
      fresh={{ areaCodes: [], isDefault: 0, status: 1 }}
      add={useAddFreight()}
      update={useUpdateFreight()}
      width="w-[640px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <SupplierField form={form} name="supplierId" label="供应商" required />
          <TextField form={form} name="ruleName" label="规则名称" required />
          <ProvincesField form={form} name="areaCodes" label="配送地区" required names={names} />
          <TextField form={form} name="baseFreight" label="运费（元）" type="number" step="0.01" required />
          <TextField
            form={form}
            name="freeThreshold"
            label="包邮门槛（元）"
            type="number"
            step="0.01"
            required
            hint="订单金额达到此数免运费；0 为始终收取"
          />
          <SelectField form={form} name="isDefault" label="默认规则" options={optionsOf(flagLabels)} />
          <SelectField form={form} name="status" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </RecordFormDialog>
  );
}
