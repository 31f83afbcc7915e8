import type { components } from '@zc/sdk';
import { useRejectPicketageResult } from '@zc/sdk/react';
import { projectContractCreateRequestSchema, supplierPicketageResultRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { formatMoney } from '@/shared/format/money.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { DateField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { ProjectKind } from './kinds.ts';

/** The picketage result answered: its id, project and deal amount. */
type Picketage = Pick<components['schemas']['Picketage'], 'id' | 'projectId'> & { dealAmount: number | undefined };

/** Declining, unlike accepting, needs a reason. */
const rejectSchema = z.object({ opinion: supplierPicketageResultRequestSchema.shape.opinion.unwrap().min(1) });

/** 拒绝: the supplier declines a picketage result, with its reason (suppNoPassResult). */
export function RejectDialog({ picketage, onClose }: { picketage: Picketage; onClose: () => void }) {
  const reject = useRejectPicketageResult();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="拒绝定标结果"
      schema={rejectSchema}
      defaultValues={{ opinion: '' }}
      submitText="确认拒绝"
      onSubmit={async ({ opinion }) => {
        await reject.mutateAsync({ body: { projectId: picketage.projectId, picketageId: picketage.id, opinion } });
        toast.success('已拒绝定标结果');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-500">
            成交金额 {formatMoney(picketage.dealAmount)} 元。拒绝后采购单位将重新定标，请说明原因。
          </p>
          <TextAreaField form={form} name="opinion" label="拒绝原因" required />
        </>
      )}
    </FormDialog>
  );
}

const contractSchema = projectContractCreateRequestSchema.pick({
  deliveryDate: true,
  paymentTerms: true,
  remark: true,
});

/** 生成合同: the contract of an accepted picketage result (createProjectContract). */
export function ContractDialog({
  kind,
  picketage,
  onClose,
}: {
  kind: ProjectKind;
  picketage: Picketage;
  onClose: () => void;
}) {
  const create = kind.useCreateContract();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="生成合同"
      schema={contractSchema}
      defaultValues={{ deliveryDate: '', paymentTerms: '', remark: '' }}
      submitText="生成合同"
      onSubmit={async (values) => {
        const contract = await create.mutateAsync({
          projectId: picketage.projectId,
          body: { picketageId: picketage.id, ...values },
        });
        toast.success(`合同 ${contract.contractNo} 已生成`);
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-500">合同金额 {formatMoney(picketage.dealAmount)} 元。</p>
          <DateField form={form} name="deliveryDate" label="约定交货日期" />
          <TextAreaField form={form} name="paymentTerms" label="付款条件" />
          <TextAreaField form={form} name="remark" label="备注" />
        </>
      )}
    </FormDialog>
  );
}
