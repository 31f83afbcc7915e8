import type { components } from '@zc/sdk';
import { contractPayMethodLabels } from '@zc/sdk/labels';
import { useApplyContractPayment } from '@zc/sdk/react';
import { optionsOf } from '@/shared/format/labels.ts';
import { formatMoney, twoDecimals } from '@/shared/format/money.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { applyPaymentSchema } from './payment-form.ts';

type Contract = components['schemas']['OrderContract'];

/** 申请付款 of a contract signed by both sides: finance confirms it on 付款确认. */
export function ApplyPaymentDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const apply = useApplyContractPayment();
  const left = twoDecimals(contract.amount - (contract.paidAmount ?? 0));
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`申请付款：${contract.contractNo}`}
      schema={applyPaymentSchema}
      defaultValues={{ amount: left, payMethod: '1', remark: '' } as never}
      onSubmit={async (body) => {
        await apply.mutateAsync({ body: { ...body, contractId: contract.id } });
        toast.success('付款申请已提交，等待财务确认');
        onClose();
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">
            合同金额 {formatMoney(contract.amount)} 元，已付 {formatMoney(contract.paidAmount ?? 0)} 元，供应商：
            {contract.supplierName}
          </p>
          <TextField form={form} name="amount" label="付款金额（元）" type="number" step="0.01" min="0" required />
          <SelectField
            form={form}
            name="payMethod"
            label="付款方式"
            options={optionsOf(contractPayMethodLabels)}
            required
          />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
