import type { components } from '@zc/sdk';
import { afterSaleStatusLabels } from '@zc/sdk/labels';
import { useUpdateCenterAfterSale } from '@zc/sdk/react';
import { labelOf } from '@/shared/format/labels.ts';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { handleAfterSaleSchema, platformDecisions } from './handle-form.ts';

type AfterSale = components['schemas']['AfterSale'];

/** 处理: the platform's decision on a request and the opinion both sides read, sent after a confirmation. */
export function HandleAfterSaleDialog({ afterSale, onClose }: { afterSale: AfterSale; onClose: () => void }) {
  const update = useUpdateCenterAfterSale();
  const options = platformDecisions
    .filter((status) => status !== afterSale.status)
    .map((status) => ({ value: String(status), label: labelOf(afterSaleStatusLabels, status) }));
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`处理售后：${afterSale.afterSaleNo}`}
      schema={handleAfterSaleSchema}
      width="w-[560px]"
      defaultValues={{ centerRemark: '' }}
      onSubmit={async (body) => {
        const decision = labelOf(afterSaleStatusLabels, body.status);
        const asked = { title: '处理售后', message: `确定将售后单 ${afterSale.afterSaleNo} 处理为“${decision}”吗？` };
        if (!(await confirm(asked))) throw new Error('已取消处理，未提交');
        await update.mutateAsync({ body: { ...body, id: afterSale.id } });
        toast.success('售后已处理');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">
            当前状态：{labelOf(afterSaleStatusLabels, afterSale.status)}
            {afterSale.supplierRemark && `；供应商意见：${afterSale.supplierRemark}`}
          </p>
          <SelectField form={form} name="status" label="处理结果" options={options} required />
          <TextAreaField form={form} name="centerRemark" label="平台意见" hint="最多 500 个字符，采购人和供应商可见" />
        </>
      )}
    </FormDialog>
  );
}
