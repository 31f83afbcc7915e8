import type { components } from '@zc/sdk';
import { useAddSelfOperatedPriceSetting, useUpdateSelfOperatedPriceSetting } from '@zc/sdk/react';
import { selfOperatedPriceSettingFormSchema } from '@zc/sdk/schemas';
import { CategoryTreeField } from '@/shared/catalogue/CategoryTreeField.tsx';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { EnabledField } from '../catalogue/shared/fields.tsx';
import { SupplierField } from '../shared/suppliers.tsx';

type Setting = components['schemas']['SelfOperatedPriceSetting'];

const settingSchema = selfOperatedPriceSettingFormSchema.omit({ id: true });

/** A mark-up rate of one supplier's goods in one category, over the price the supplier supplies at. */
export function PriceSettingFormDialog({ setting, onClose }: { setting: Setting | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="价格折扣"
      record={setting}
      schema={settingSchema}
      fresh={{ isEnable: 1 }}
      add={useAddSelfOperatedPriceSetting()}
      update={useUpdateSelfOperatedPriceSetting()}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SupplierField form={form} name="supplierId" label="供应商" required />
          <CategoryTreeField
            form={form}
            name="itemCategoryId"
            label="商品分类"
            required
            valueLabel={setting === 'new' ? undefined : setting.itemCategoryName}
          />
          <TextField
            form={form}
            name="rate"
            label="加价比例（%）"
            type="number"
            min={0}
            max={100}
            step={0.01}
            required
          />
          <EnabledField form={form} name="isEnable" label="状态" />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </RecordFormDialog>
  );
}
