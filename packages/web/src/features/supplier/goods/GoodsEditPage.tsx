import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { previewFile, uploadGoodsFile } from '@zc/sdk';
import {
  getSupplierGoodsQueryOptions,
  listCategoryPropertiesQueryOptions,
  queryShownBrandsByNameQueryOptions,
  useSaveSupplierGoods,
} from '@zc/sdk/react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useFinish } from '@/app/finish.ts';
import { CategoryTreeSelect } from '@/shared/catalogue/CategoryTreeSelect.tsx';
import { DictionarySelectField } from '@/shared/dictionary/DictionarySelectField.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { Field } from '@/shared/ui/Field.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { type SchemaForm, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { fileOfUrl, urlOfFile } from '@/shared/ui/Upload/FileUpload.tsx';
import { Upload } from '@/shared/ui/Upload/Upload.tsx';
import { goodsSchema, goodsValues, propertyKey, toBody } from './goods-form.ts';

type Goods = components['schemas']['GoodsItem'];
type Property = components['schemas']['Property'];
type Form = SchemaForm<ReturnType<typeof goodsSchema>>;

const imageRules = { extensions: ['jpg', 'png'], maxCount: 5 };

/** 新增自营商品 (/supplier-commerce-putawayt-add): a new self-operated goods item, or with `?id=` one to change. */
export function GoodsEditPage() {
  const { id } = usePageSearch('/supplier-commerce-putawayt-add');
  const goods = useQuery({ ...getSupplierGoodsQueryOptions({ query: { id: id ?? '' } }), enabled: Boolean(id) });
  if (!id) return <GoodsEditor />;
  return <QueryState query={goods}>{(item) => <GoodsEditor key={item.id} goods={item} />}</QueryState>;
}

function GoodsEditor({ goods }: { goods?: Goods }) {
  const navigate = useNavigate();
  const finish = useFinish();
  const save = useSaveSupplierGoods();
  const [serverError, setServerError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const properties = useRef<readonly Property[]>([]);
  const schema = useMemo(() => goodsSchema(() => properties.current), []);
  const form: Form = useSchemaForm(schema, goodsValues(schema, goods));
  const categoryId = form.watch('categoryId');
  const propertyQuery = useQuery({
    ...listCategoryPropertiesQueryOptions({ path: { id: categoryId } }),
    enabled: Boolean(categoryId),
  });
  properties.current = categoryId ? (propertyQuery.data ?? []) : [];
  const brands = useQuery(queryShownBrandsByNameQueryOptions());
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await save.mutateAsync({ body: toBody(values, properties.current, goods?.id) });
    } catch (error) {
      // The form keeps everything typed; the reason stays beside the save button.
      setServerError(errorMessage(error, '保存失败，请重试'));
      return;
    }
    toast.success(goods ? '修改成功' : '新增成功');
    finish({ to: '/supplier-commerce-putawayt', search: { page: 1, size: 10 } });
  });

  return (
    <form aria-label={goods ? '编辑商品' : '新增自营商品'} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Section title="分类与品牌">
        <Field label="商品分类" required error={errors.categoryId?.message}>
          {(control) => (
            <CategoryTreeSelect
              {...control}
              leafOnly
              placeholder="请选择末级分类"
              value={categoryId}
              valueLabel={goods?.categoryPath ?? goods?.categoryName}
              onChange={(choice) => {
                form.setValue('categoryId', choice?.id ?? '', { shouldValidate: true, shouldDirty: true });
                // Another category asks other properties.
                form.setValue('properties', {});
              }}
            />
          )}
        </Field>
        <SelectField
          form={form}
          name="brandId"
          label="品牌"
          required
          options={(brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.name }))}
        />
      </Section>
      <Section title="基本信息">
        <TextField form={form} name="name" label="商品名称" required />
        <TextField form={form} name="subTitle" label="卖点" />
        <TextField form={form} name="sku" label="SKU" hint={goods ? undefined : '不填则由系统生成'} />
        <TextField form={form} name="model" label="型号" />
        <TextField form={form} name="spec" label="规格" />
        <TextField form={form} name="barCode" label="条形码" />
      </Section>
      <Section title="价格与库存">
        <TextField form={form} name="price" label="售价（元）" required type="number" step="0.01" min="0" />
        <TextField
          form={form}
          name="marketPrice"
          label="市场价（元）"
          type="number"
          step="0.01"
          min="0"
          hint="不低于售价"
        />
        <DictionarySelectField form={form} name="unit" label="单位" dictType="unit" required />
        <TextField form={form} name="stock" label="库存" required type="number" step="1" min="0" />
        <TextField form={form} name="minBuyNum" label="起订量" type="number" step="1" min="1" />
        <TextField form={form} name="deliveryDays" label="发货时间（天）" type="number" step="1" min="0" />
        <TextField form={form} name="taxRate" label="税率（%）" type="number" step="1" min="0" max="100" />
      </Section>
      {categoryId && (
        <Section title="商品属性">
          {propertyQuery.isPending && <p className="text-sm text-slate-500">属性加载中</p>}
          {propertyQuery.error && <p className="text-sm text-red-600">{errorMessage(propertyQuery.error)}</p>}
          {propertyQuery.data?.length === 0 && <p className="text-sm text-slate-500">该分类没有商品属性</p>}
          {propertyQuery.data?.map((property) => (
            <PropertyField key={property.id} form={form} property={property} />
          ))}
        </Section>
      )}
      <Section title="图片与介绍">
        <Field label="商品图片" required hint="第一张为主图；jpg 或 png，每张小于 10MB" error={errors.images?.message}>
          {() => (
            <Upload
              label="上传商品图片"
              rules={imageRules}
              value={form.watch('images').flatMap((url, index) => fileOfUrl(url, `商品图片${index + 1}`))}
              onChange={(files) =>
                form.setValue(
                  'images',
                  files.flatMap((file) => urlOfFile(file) ?? []),
                  { shouldValidate: true, shouldDirty: true },
                )
              }
              onUploadingChange={setUploading}
              upload={(file, onProgress) =>
                uploadGoodsFile({ body: { file, fileType: 'goods' } }, { onUploadProgress: onProgress })
              }
              preview={(file) => previewFile({ path: { fileType: file.fileType, id: file.id } })}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <TextAreaField form={form} name="introduction" label="商品介绍" rows={6} />
        </div>
      </Section>
      <div className="sticky bottom-0 flex items-center justify-end gap-3 rounded bg-white px-4 py-3 shadow">
        {serverError && (
          <p role="alert" className="mr-auto text-sm text-red-600">
            {serverError}
          </p>
        )}
        <Button onClick={() => navigate({ to: '/supplier-commerce-putawayt', search: { page: 1, size: 10 } })}>
          返回列表
        </Button>
        <Permission value={goods ? 'goods:edit' : 'goods:add'}>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting} disabled={uploading}>
            保存
          </Button>
        </Permission>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded bg-white p-4">
      <h3 className="mb-3 border-l-4 border-brand pl-2 font-medium text-slate-800">{title}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">{children}</div>
    </section>
  );
}

/** One property of the category: typed text, one value, or several values. */
function PropertyField({ form, property }: { form: Form; property: Property }) {
  const name = `properties.${propertyKey(property.id)}` as const;
  const required = property.isRequired === 1;
  const options = (property.values ?? []).map((value) => ({ value: value.id, label: value.value }));
  if (property.inputType === 1) return <TextField form={form} name={name} label={property.name} required={required} />;
  if (property.inputType === 2)
    return <SelectField form={form} name={name} label={property.name} required={required} options={options} />;
  const error = form.formState.errors.properties?.[propertyKey(property.id)]?.message;
  return (
    <fieldset aria-invalid={error ? true : undefined} className="flex flex-col gap-1">
      <legend className="text-sm text-slate-600">
        {required && (
          <span className="mr-0.5 text-red-500" aria-hidden="true">
            *
          </span>
        )}
        {property.name}
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1 pt-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-1 text-sm">
            <input type="checkbox" value={option.value} {...form.register(name)} className="accent-brand" />
            {option.label}
          </label>
        ))}
      </div>
      {error && <p className="text-xs text-red-600">{error}</p>}
    </fieldset>
  );
}
