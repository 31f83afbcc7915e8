import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  getProjectAndPicketageInfoQueryOptions,
  listBiddingGoodsByProjectQueryOptions,
  usePickAuctionWinner,
  useUploadPicketageApplySourceId,
} from '@zc/sdk/react';
import { picketageApplySourceRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import type { Project, ProjectMode } from '@/features/projects/modes.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { errorOf, SelectField, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FileUpload } from '@/shared/ui/Upload/FileUpload.tsx';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';

type Info = components['schemas']['ProjectAndPicketageInfo'];
type Line = components['schemas']['GoodsBidSummary'];

/** The winner chosen, why when it is not the best bid, and (buying) the signed picketage application. */
const pickSchema = (best: string | undefined, application: boolean, bestWord: string) =>
  z
    .object({
      bidId: z.string().min(1, '请选择中标报价'),
      reason: picketageApplySourceRequestSchema.shape.reason,
      application: z.array(z.custom<UploadedFile>()),
    })
    // The backend's words, asked before anything is sent.
    .refine((pick) => pick.bidId === best || Boolean(pick.reason?.trim()), {
      path: ['reason'],
      message: `选择非${bestWord}中标时请填写理由`,
      when: () => true,
    })
    .refine((pick) => !application || pick.application.length > 0, {
      path: ['application'],
      message: '请上传签字的定标申请',
      when: () => true,
    });

/** One supplier's price for one goods line: the lines one after the other, each line's prices best first. */
type LineQuote = Omit<Line, 'quotes'> & Line['quotes'][number] & { place: number };

const quotesOf = (lines: Line[]): LineQuote[] =>
  lines.flatMap(({ quotes, ...line }) => quotes.map((quote, index) => ({ ...line, ...quote, place: index + 1 })));

const quoteColumns = columnsOf<LineQuote>({
  goodsName: '商品名称',
  spec: '规格',
  quantity: '数量',
  budgetPrice: ['预算单价', 'money'],
  place: '排名',
  supplierName: '供应商',
  unitPrice: ['单价', 'money'],
  totalPrice: ['小计', 'money'],
});

/** 定标 of a closed project: the bids per goods line, the winner chosen (a reason when not the best) and submitted. */
export function CalibrationDialog({
  mode,
  project,
  onClose,
}: {
  mode: ProjectMode;
  project: Project;
  onClose: () => void;
}) {
  const info = useQuery(getProjectAndPicketageInfoQueryOptions({ query: { projectId: project.id } }));
  if (info.data) return <PickForm mode={mode} info={info.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`定标：${project.projectName}`}>
      <QueryState query={info}>{() => null}</QueryState>
    </Dialog>
  );
}

function PickForm({ mode, info, onClose }: { mode: ProjectMode; info: Info; onClose: () => void }) {
  const { project, bids } = info;
  const auction = mode.projectType === 3;
  // Every mode's bids per line, of its last round.
  const lines = useQuery(listBiddingGoodsByProjectQueryOptions({ query: { projectId: project.id } }));
  const pickAuction = usePickAuctionWinner();
  const uploadApplication = useUploadPicketageApplySourceId();
  const best = bids[0]?.id;
  const schema = pickSchema(best, !auction, mode.bestWord);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`定标：${project.projectName}`}
      width="w-[1000px]"
      submitText="确认定标"
      schema={schema}
      defaultValues={{ bidId: best ?? '', reason: '', application: [] }}
      onSubmit={async ({ bidId, reason, application }) => {
        const why = bidId === best ? undefined : reason;
        if (auction) await pickAuction.mutateAsync({ body: { projectId: project.id, bidId, reason: why } });
        else {
          const sourceId = application[0]?.id ?? '';
          await uploadApplication.mutateAsync({ path: { id: project.id }, body: { sourceId, bidId, reason: why } });
        }
        toast.success('定标完成，等待中标供应商确认');
        onClose();
      }}
    >
      {(form) => (
        <>
          <TableSection label="各商品报价" columns={quoteColumns} records={quotesOf(lines.data ?? [])} />
          <div className="w-96">
            <SelectField
              form={form}
              name="bidId"
              label={auction ? '竞得出价' : '中标报价'}
              required
              options={bids.map((bid, index) => ({
                value: bid.id,
                label: `第${index + 1}名 ${bid.supplierName} ${formatMoney(bid.totalPrice)} 元`,
              }))}
            />
          </div>
          <TextAreaField form={form} name="reason" label={`非${mode.bestWord}中标理由`} rows={2} />
          {!auction && (
            <Field label="定标申请" required error={errorOf(form, 'application')}>
              {() => (
                <FileUpload
                  fileType="project"
                  label="上传定标申请"
                  rules={{ maxCount: 1 }}
                  value={form.watch('application')}
                  onChange={(files) => form.setValue('application', files, { shouldValidate: true, shouldDirty: true })}
                />
              )}
            </Field>
          )}
        </>
      )}
    </FormDialog>
  );
}
