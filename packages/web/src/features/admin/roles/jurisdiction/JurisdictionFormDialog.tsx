import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  querySupplierOrgsQueryOptions,
  useAddItemCategoryAuthority,
  useUpdateItemCategoryAuthority,
} from '@zc/sdk/react';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField, SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { CategoriesField } from './CategoriesField.tsx';
import { jurisdictionSchema } from './jurisdiction-form.ts';

type Authority = components['schemas']['ItemCategoryAuthority'];

/** Sets which goods categories an approved supplier may list and maintain goods in, and for how long. */
export function JurisdictionFormDialog({ authority, onClose }: { authority: Authority | 'new'; onClose: () => void }) {
  const add = useAddItemCategoryAuthority();
  const update = useUpdateItemCategoryAuthority();
  const suppliers = useQuery(querySupplierOrgsQueryOptions({ query: { auditStatus: 1 } }));
  const editing = authority === 'new' ? undefined : authority;
  const record = editing && { ...editing, categoryIds: editing.categories.map((category) => category.categoryId) };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `编辑品目维护权限：${editing.supplierName}` : '新增品目维护权限'}
      schema={jurisdictionSchema}
      width="w-[640px]"
      defaultValues={formValues(jurisdictionSchema, record ?? { status: 1 })}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="supplierId"
            label="供应商"
            required
            options={(suppliers.data ?? []).map((org) => ({ value: org.id, label: org.orgNameZh }))}
          />
          {editing && (
            <p className="text-xs text-slate-500">
              现有品目：
              {editing.categories.map((category) => category.categoryPath ?? category.categoryName).join('、')}
            </p>
          )}
          <CategoriesField
            form={form}
            name="categoryIds"
            label="可维护品目"
            required
            hint="展开分类勾选，下级按需加载"
          />
          <SelectField
            form={form}
            name="status"
            label="状态"
            options={[
              { value: '1', label: '生效' },
              { value: '0', label: '暂停' },
            ]}
          />
          <DateField form={form} name="startDate" label="开始日期" />
          <DateField form={form} name="endDate" label="结束日期" />
          <TextAreaField form={form} name="remark" label="备注" rows={2} />
        </>
      )}
    </FormDialog>
  );
}
