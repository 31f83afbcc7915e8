import type { components } from '@zc/sdk';
import { useAddItemRule, useUpdateItemRule } from '@zc/sdk/react';
import { CategoryTreeField } from '@/shared/catalogue/CategoryTreeField.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { EnabledField, ItemTypeField } from '../shared/fields.tsx';
import { itemRuleSchema } from './item-rule-form.ts';

type ItemRule = components['schemas']['ItemRule'];

/** Adds or changes a goods rule: the band a price must keep to, as a percentage of the market price. */
export function ItemRuleFormDialog({ rule, onClose }: { rule: ItemRule | 'new'; onClose: () => void }) {
  const add = useAddItemRule();
  const update = useUpdateItemRule();
  const editing = rule === 'new' ? undefined : rule;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑商品设置' : '新增商品设置'}
      schema={itemRuleSchema}
      width="w-[640px]"
      defaultValues={formValues(itemRuleSchema, editing ?? { isEnable: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="ruleName" label="规则名称" required />
          <CategoryTreeField
            form={form}
            name="categoryId"
            label="适用分类"
            valueLabel={editing?.categoryName}
            hint="不选则适用全部分类"
          />
          <ItemTypeField form={form} name="itemType" label="商品类型" hint="不选则适用全部类型" />
          <TextField form={form} name="minPriceRate" label="最低价格比例" type="number" hint="占市场价的百分比" />
          <TextField form={form} name="maxPriceRate" label="最高价格比例" type="number" hint="占市场价的百分比" />
          <EnabledField form={form} name="isEnable" label="状态" />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
