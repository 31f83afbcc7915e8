import { idSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { inOrder, inOrderMessage, syncRange, wholeDays } from '@/features/reconciliation/sync-form.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField, SelectField } from '@/shared/ui/FormDialog/fields.tsx';
import { useEshopSupplierOptions } from './eshop-suppliers.ts';

export interface RunRequest {
  supplierId: string;
  orderStartTime: string;
  orderEndTime: string;
}

const runSchema = z
  .object({ supplierId: idSchema, ...syncRange })
  .refine(inOrder, inOrderMessage)
  .transform(wholeDays);

/**
 * 生成对账记录 or 触发同步: one e-commerce supplier's orders placed in some days, compared in a new run; `onRun` calls
 * the backend and says what came of it.
 */
export function RunDialog({
  title,
  submitText,
  onRun,
  onClose,
}: {
  title: string;
  submitText: string;
  onRun: (request: RunRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const options = useEshopSupplierOptions();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      submitText={submitText}
      schema={runSchema}
      defaultValues={{ supplierId: '', orderStartTime: '', orderEndTime: '' }}
      onSubmit={onRun}
    >
      {(form) => (
        <>
          <SelectField form={form} name="supplierId" label="电商供应商" options={options} required />
          <DateField form={form} name="orderStartTime" label="订单开始日期" required />
          <DateField form={form} name="orderEndTime" label="订单结束日期" required />
        </>
      )}
    </FormDialog>
  );
}
