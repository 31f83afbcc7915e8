import type { components } from '@zc/sdk';
import { violationRecordFormPenaltyTypeLabels, violationRecordFormViolationTypeLabels } from '@zc/sdk/labels';
import { useAddViolationRecord, useUpdateViolationRecord } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { FormDialog, formValues } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateTimeField, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { SupplierField } from '../../shared/suppliers.tsx';
import { violationSchema } from './violation-form.ts';

type Violation = components['schemas']['ViolationRecord'];

/** Records a supplier's violation and its penalty, or corrects one not yet withdrawn. */
export function ViolationFormDialog({ record, onClose }: { record: Violation | 'new'; onClose: () => void }) {
  const add = useAddViolationRecord();
  const update = useUpdateViolationRecord();
  const editing = record === 'new' ? undefined : record;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? '编辑违规记录' : '新增违规记录'}
      schema={violationSchema}
      width="w-[640px]"
      defaultValues={formValues(violationSchema, editing)}
      onSubmit={async (body) => {
        if (editing)
          await update.mutateAsync({
            body: { ...body, id: editing.id, status: editing.status, evidence: editing.evidence },
          });
        else await add.mutateAsync({ body });
        toast.success('保存成功');
      }}
    >
      {(form) => (
        <>
          <SupplierField form={form} name="supplierId" label="供应商" required />
          <SelectField
            form={form}
            name="violationType"
            label="违规类型"
            options={optionsOf(violationRecordFormViolationTypeLabels)}
            required
          />
          <DateTimeField form={form} name="recordTime" label="违规时间" required />
          <TextField form={form} name="orderNo" label="关联订单/项目" />
          <TextAreaField form={form} name="description" label="违规描述" required />
          <SelectField
            form={form}
            name="penaltyType"
            label="处罚方式"
            options={optionsOf(violationRecordFormPenaltyTypeLabels)}
            required
          />
          <TextField form={form} name="deductScore" label="扣除分数" type="number" hint="处罚方式为扣分时必填" />
        </>
      )}
    </FormDialog>
  );
}
