import type { components } from '@zc/sdk';
import { goodsStateLabels, itemReportHandleResultLabels, itemReportTypeLabels } from '@zc/sdk/labels';
import { useHandleItemReport } from '@zc/sdk/react';
import { itemReportHandleRequestSchema } from '@zc/sdk/schemas';
import { labelOf, optionsOf } from '@/shared/format/labels.ts';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

type ItemReport = components['schemas']['ItemReport'];

const handleSchema = itemReportHandleRequestSchema
  .omit({ id: true })
  .extend({ handleResult: chosen(itemReportHandleRequestSchema.shape.handleResult) });

/** 处理: no action, or the goods item off the shelf, with the opinion that is also the reason of taking it off. */
export function HandleReportDialog({ report, onClose }: { report: ItemReport; onClose: () => void }) {
  const handle = useHandleItemReport();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`处理举报：${report.goodsName}`}
      schema={handleSchema}
      width="w-[560px]"
      defaultValues={{ handleRemark: '' }}
      onSubmit={async (body) => {
        await handle.mutateAsync({ body: { ...body, id: report.id } });
        toast.success(body.handleResult === 2 ? '举报已处理，商品已下架' : '举报已处理');
      }}
    >
      {(form) => (
        <>
          <p className="text-sm text-slate-600">
            {labelOf(itemReportTypeLabels, report.reportType)}：{report.content}
            <br />
            商品当前状态：{labelOf(goodsStateLabels, report.goodsState)}
          </p>
          <SelectField
            form={form}
            name="handleResult"
            label="处理结果"
            options={optionsOf(itemReportHandleResultLabels)}
            required
          />
          <TextAreaField
            form={form}
            name="handleRemark"
            label="处理意见"
            required
            hint="最多 200 个字符；下架时作为下架原因，供应商可见"
          />
        </>
      )}
    </FormDialog>
  );
}
