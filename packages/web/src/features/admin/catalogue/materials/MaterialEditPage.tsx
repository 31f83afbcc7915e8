import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { getMaterialQueryOptions, useAddMaterial, useUpdateMaterial } from '@zc/sdk/react';
import { useState } from 'react';
import { CategoryTreeField } from '@/shared/catalogue/CategoryTreeField.tsx';
import { DictionarySelectField } from '@/shared/dictionary/DictionarySelectField.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { formValues, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { YesNoField } from '../shared/fields.tsx';
import { materialSchema } from './material-form.ts';

type Material = components['schemas']['Material'];

/** 编辑物料 (/admin-material-edit): a new material, or with `?id=` one to change. */
export function MaterialEditPage() {
  const { id } = usePageSearch('/admin-material-edit');
  const material = useQuery({ ...getMaterialQueryOptions({ path: { id: id ?? '' } }), enabled: Boolean(id) });
  if (!id) return <MaterialEditor />;
  return <QueryState query={material}>{(row) => <MaterialEditor key={row.id} material={row} />}</QueryState>;
}

function MaterialEditor({ material }: { material?: Material }) {
  const navigate = useNavigate();
  const add = useAddMaterial();
  const update = useUpdateMaterial();
  const form = useSchemaForm(materialSchema, formValues(materialSchema, material ?? { isValid: 1 }));
  const [serverError, setServerError] = useState<string | null>(null);
  const backToList = () => navigate({ to: '/material-manager' });
  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      if (material) await update.mutateAsync({ body: { ...body, id: material.id } });
      else await add.mutateAsync({ body });
    } catch (error) {
      setServerError(refusalMessage(form, materialSchema, error));
      return;
    }
    toast.success('保存成功');
    backToList();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-3xl rounded bg-white p-6"
      aria-label={material ? '编辑物料' : '新增物料'}
    >
      <div className="grid grid-cols-2 gap-x-6">
        <TextField form={form} name="materialCode" label="物料编码" required />
        <TextField form={form} name="materialName" label="物料名称" required />
        <CategoryTreeField form={form} name="categoryId" label="分类" valueLabel={material?.categoryName} required />
        <DictionarySelectField form={form} name="unit" label="单位" dictType="unit" required />
        <TextField form={form} name="spec" label="规格" />
        <TextField form={form} name="model" label="型号" />
        <TextField form={form} name="brandName" label="品牌" />
        <TextField form={form} name="referencePrice" label="参考价（元）" type="number" step="0.01" />
        <YesNoField form={form} name="isValid" label="是否有效" />
      </div>
      <TextAreaField form={form} name="remark" label="备注" />
      {serverError && <p className="mb-3 text-sm text-red-600">{serverError}</p>}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          保存
        </Button>
        <Button onClick={backToList}>返回</Button>
      </div>
    </form>
  );
}
