import type { components } from '@zc/sdk';
import { holidayFormDayTypeLabels } from '@zc/sdk/labels';
import { useAddHoliday, useUpdateHoliday } from '@zc/sdk/react';
import { holidayFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { DateField, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type Holiday = components['schemas']['Holiday'];

const holidaySchema = holidayFormSchema.omit({ id: true }).extend({ dayType: chosen(holidayFormSchema.shape.dayType) });

/** A public holiday or a working day moved by one (调休工作日). */
export function HolidayFormDialog({ holiday, onClose }: { holiday: Holiday | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="节假日"
      record={holiday}
      schema={holidaySchema}
      fresh={{ dayType: 1 }}
      add={useAddHoliday()}
      update={useUpdateHoliday()}
      onClose={onClose}
    >
      {(form) => (
        <>
          <DateField form={form} name="holidayDate" label="日期" required />
          <TextField form={form} name="holidayName" label="名称" required placeholder="如 国庆节" />
          <SelectField form={form} name="dayType" label="类型" options={optionsOf(holidayFormDayTypeLabels)} required />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </RecordFormDialog>
  );
}
