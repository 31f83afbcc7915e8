import type { components } from '@zc/sdk';
import { customerFormCustomerTypeLabels, enabledFlagLabels } from '@zc/sdk/labels';
import { useAddCustomer, useUpdateCustomer } from '@zc/sdk/react';
import { customerFormSchema } from '@zc/sdk/schemas';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { SupplierField } from '../../shared/suppliers.tsx';

type Customer = components['schemas']['Customer'];

const fields = customerFormSchema.shape;
const customerSchema = customerFormSchema
  .omit({ id: true })
  .extend({ customerType: chosen(fields.customerType), status: chosen(fields.status) })
  .refine((customer) => customer.customerType !== 2 || Boolean(customer.supplierId), {
    message: '供应商客服须选择供应商',
    path: ['supplierId'],
  });

/** A service contact of the platform, or of one supplier (shown on that supplier's goods). */
export function CustomerFormDialog({ customer, onClose }: { customer: Customer | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="客服"
      record={customer}
      schema={customerSchema}
      fresh={{ customerType: 1, status: 1, sort: 0 }}
      add={useAddCustomer()}
      update={useUpdateCustomer()}
      width="w-[600px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label="客服名称" required />
          <SelectField
            form={form}
            name="customerType"
            label="客服类型"
            options={optionsOf(customerFormCustomerTypeLabels)}
            required
          />
          {String(form.watch('customerType')) === '2' && (
            <SupplierField form={form} name="supplierId" label="供应商" required />
          )}
          <TextField form={form} name="phone" label="电话" />
          <TextField form={form} name="qq" label="QQ" />
          <TextField form={form} name="email" label="邮箱" type="email" />
          <TextField form={form} name="workTime" label="服务时间" placeholder="如 工作日 9:00-18:00" />
          <TextField form={form} name="sort" label="排序" type="number" hint="数字小的在前" />
          <SelectField form={form} name="status" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </RecordFormDialog>
  );
}
