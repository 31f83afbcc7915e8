import { useEditSourcingCommodity, useSaveSourcingCommodity } from '@zc/sdk/react';
import type { Commodity } from '@/features/sourcing/commodity-columns.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { formValues } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { commoditySchema } from './sourcing-form.ts';

/** 新增商品 or 编辑商品 of an inquiry's goods list. */
export function CommodityFormDialog({
  sourcingId,
  editing,
  onClose,
}: {
  sourcingId: string;
  editing?: Commodity;
  onClose: () => void;
}) {
  const add = useSaveSourcingCommodity();
  const edit = useEditSourcingCommodity();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `编辑商品：${editing.goodsName}` : '新增商品'}
      schema={commoditySchema}
      defaultValues={formValues(commoditySchema, editing)}
      onSubmit={async (values) => {
        const body = { ...values, sourcingId, id: editing?.id };
        await (editing ? edit.mutateAsync({ body }) : add.mutateAsync({ body }));
        toast.success('保存成功');
        onClose();
      }}
    >
      {(form) => (
        <div className="grid grid-cols-2 gap-x-4">
          <TextField form={form} name="goodsName" label="商品名称" required />
          <TextField form={form} name="spec" label="规格型号" />
          <TextField form={form} name="brandName" label="品牌" />
          <TextField form={form} name="unit" label="单位" required />
          <TextField form={form} name="quantity" label="数量" type="number" required />
          <TextField form={form} name="budgetPrice" label="最高单价（元）" type="number" step="0.01" />
          <div className="col-span-2">
            <TextAreaField form={form} name="remark" label="备注" />
          </div>
        </div>
      )}
    </FormDialog>
  );
}
