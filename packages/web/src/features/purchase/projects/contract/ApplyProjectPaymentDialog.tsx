import { useApplyProjectContractPayment } from '@zc/sdk/react';
import { projectContractPaymentFormSchema } from '@zc/sdk/schemas';
import type { Contract } from '@/features/projects/contract-columns.tsx';
import { formatMoney, twoDecimals } from '@/shared/format/money.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { cents } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

const applySchema = projectContractPaymentFormSchema
  .pick({ remark: true })
  .extend({ amount: cents(projectContractPaymentFormSchema.shape.amount) });

/** What is left to ask for: the contract's amount less what finance has paid. */
export const unpaidOf = (contract: Contract) => twoDecimals(contract.contractAmount - (contract.paidAmount ?? 0));

/** 申请付款 of a project contract both sides signed: finance confirms it on {mode}付款确认. */
export function ApplyProjectPaymentDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const apply = useApplyProjectContractPayment();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`申请付款：${contract.contractNo}`}
      schema={applySchema}
      defaultValues={{ amount: unpaidOf(contract), remark: '' } as never}
      onSubmit={async (body) => {
        await apply.mutateAsync({ body: { ...body, contractId: contract.id } });
        toast.success('付款申请已提交，等待财务确认');
        onClose();
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">
            合同金额 {formatMoney(contract.contractAmount)} 元，已付 {formatMoney(contract.paidAmount ?? 0)}{' '}
            元，供应商：
            {contract.supplierName}
          </p>
          <TextField form={form} name="amount" label="付款金额（元）" type="number" step="0.01" min="0" required />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
