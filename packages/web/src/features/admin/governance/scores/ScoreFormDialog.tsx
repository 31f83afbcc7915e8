import type { components } from '@zc/sdk';
import { useAddSupplierScore, useUpdateSupplierScore } from '@zc/sdk/react';
import { supplierScoreFormSchema } from '@zc/sdk/schemas';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { SupplierField } from '../../shared/suppliers.tsx';

type Score = components['schemas']['SupplierScore'];

const scoreSchema = supplierScoreFormSchema.omit({ id: true });

/** Scores a supplier for a quarter on quality, delivery, service and price (25 each); the platform sums and grades. */
export function ScoreFormDialog({ score, onClose }: { score: Score | 'new'; onClose: () => void }) {
  const add = useAddSupplierScore();
  const update = useUpdateSupplierScore();
  const editing = score === 'new' ? undefined : score;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑供应商评分' : '新增供应商评分'}
      schema={scoreSchema}
      width="w-[600px]"
      defaultValues={formValues(scoreSchema, editing)}
      onSubmit={async (body) => {
        if (editing) await update.mutateAsync({ body: { ...body, id: editing.id } });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <SupplierField form={form} name="supplierId" label="供应商" required />
          <TextField form={form} name="scoreYear" label="年度" type="number" required />
          <TextField form={form} name="scoreQuarter" label="季度" type="number" required hint="1 至 4" />
          <TextField form={form} name="qualityScore" label="商品质量" type="number" required hint="0 至 25 分" />
          <TextField form={form} name="deliveryScore" label="交付" type="number" required hint="0 至 25 分" />
          <TextField form={form} name="serviceScore" label="服务与售后" type="number" required hint="0 至 25 分" />
          <TextField form={form} name="priceScore" label="价格" type="number" required hint="0 至 25 分" />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
