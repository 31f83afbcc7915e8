import type { components } from '@zc/sdk';
import { enabledFlagLabels, purchaseQuotaFormPeriodLabels } from '@zc/sdk/labels';
import { useAddPurchaseQuota, useUpdatePurchaseQuota } from '@zc/sdk/react';
import { purchaseQuotaFormSchema } from '@zc/sdk/schemas';
import { BuyerField, PurchaserOrgField } from '@/features/admin/shared/pickers.tsx';
import { CategoryTreeField } from '@/shared/catalogue/CategoryTreeField.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { RecordFormDialog } from '@/shared/ui/Crud/RecordFormDialog.tsx';
import { SelectField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type Quota = components['schemas']['PurchaseQuota'];

const fields = purchaseQuotaFormSchema.shape;
const quotaSchema = purchaseQuotaFormSchema.omit({ id: true }).extend({
  period: chosen(fields.period),
  status: chosen(fields.status),
  quotaAmount: cents(fields.quotaAmount),
});

/**
 * What a purchasing unit, or one of its users, may buy in a category per period. A user's enabled quota of a top
 * category is the limit the order confirmation checks: beyond it, an order needs an approved plan.
 */
export function QuotaFormDialog({ quota, onClose }: { quota: Quota | 'new'; onClose: () => void }) {
  return (
    <RecordFormDialog
      kind="采购限额"
      record={quota}
      schema={quotaSchema}
      fresh={{ period: 3, year: new Date().getFullYear(), status: 1 }}
      add={useAddPurchaseQuota()}
      update={useUpdatePurchaseQuota()}
      width="w-[600px]"
      onClose={onClose}
    >
      {(form) => (
        <>
          <PurchaserOrgField form={form} name="orgId" label="采购单位" required />
          <BuyerField form={form} name="userId" orgField="orgId" label="用户" hint="不选则为整个单位的限额" />
          <CategoryTreeField
            form={form}
            name="categoryId"
            label="品类"
            valueLabel={quota === 'new' ? undefined : quota.categoryName}
            required
            hint="个人限额按一级品类设置"
          />
          <SelectField
            form={form}
            name="period"
            label="周期"
            options={optionsOf(purchaseQuotaFormPeriodLabels)}
            required
          />
          <TextField form={form} name="year" label="年度" type="number" required />
          <TextField form={form} name="quotaAmount" label="限额（元）" type="number" step="0.01" required />
          <SelectField form={form} name="status" label="状态" options={optionsOf(enabledFlagLabels)} />
        </>
      )}
    </RecordFormDialog>
  );
}
