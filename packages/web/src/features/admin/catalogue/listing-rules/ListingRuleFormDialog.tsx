import type { components } from '@zc/sdk';
import { useAddItemPutawayRule, useUpdateItemPutawayRule } from '@zc/sdk/react';
import { CategoryTreeField } from '@/shared/catalogue/CategoryTreeField.tsx';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { EnabledField, ItemTypeField, YesNoField } from '../shared/fields.tsx';
import { listingRuleSchema } from './listing-rule-form.ts';

type ListingRule = components['schemas']['ItemPutawayRule'];

const fresh = { needAudit: 1, requireBrand: 1, requireMaterial: 0, minImageCount: 1, isEnable: 1 };

/** Adds or changes a listing rule: what goods of a category and kind need before they go on shelf. */
export function ListingRuleFormDialog({ rule, onClose }: { rule: ListingRule | 'new'; onClose: () => void }) {
  const add = useAddItemPutawayRule();
  const update = useUpdateItemPutawayRule();
  const editing = rule === 'new' ? undefined : rule;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑上架规则' : '新增上架规则'}
      schema={listingRuleSchema}
      width="w-[640px]"
      defaultValues={formValues(listingRuleSchema, editing ?? fresh)}
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
          <YesNoField form={form} name="needAudit" label="上架需审核" required />
          <TextField form={form} name="minImageCount" label="最少图片数" type="number" />
          <YesNoField form={form} name="requireBrand" label="须填品牌" />
          <YesNoField form={form} name="requireMaterial" label="须绑定物料" />
          <EnabledField form={form} name="isEnable" label="状态" />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
