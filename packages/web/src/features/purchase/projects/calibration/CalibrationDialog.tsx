import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  listBiddingGoodsByProjectQueryOptions,
  usePickAuctionWinner,
  useUploadPicketageApplySourceId,
} from '@zc/sdk/react';
import { picketageApplySourceRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import type { Project, ProjectMode } from '@/features/purchase/projects/modes.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { errorOf, TextAreaField } from '@/shared/ui/FormDialog/fields.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { FileUpload } from '@/shared/ui/Upload/FileUpload.tsx';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';

type Line = components['schemas']['GoodsBidSummary'];
type Quote = Line['quotes'][number];
/** The bid chosen to win each goods line, by the line's id. */
type Winners = Partial<Record<string, string>>;

/** Each line's best price first: the winners proposed until the purchaser chooses otherwise. */
const bestOf = (lines: Line[]): Winners =>
  Object.fromEntries(lines.flatMap((line) => (line.quotes[0] ? [[line.projectGoodsId, line.quotes[0].bidId]] : [])));

/** The winner of every line, why when one is not its line's best, and (buying) the signed picketage application. */
const pickSchema = (lines: Line[], application: boolean, bestWord: string) => {
  const best = bestOf(lines);
  return (
    z
      .object({
        winners: z.custom<Winners>(),
        reason: picketageApplySourceRequestSchema.shape.reason,
        application: z.array(z.custom<UploadedFile>()),
      })
      // The backend's words, asked before anything is sent.
      .refine(
        (pick) =>
          lines.every((line) => pick.winners[line.projectGoodsId] === best[line.projectGoodsId]) ||
          Boolean(pick.reason?.trim()),
        { path: ['reason'], message: `选择非${bestWord}中标时请填写理由`, when: () => true },
      )
      .refine((pick) => !application || pick.application.length > 0, {
        path: ['application'],
        message: '请上传签字的定标申请',
        when: () => true,
      })
  );
};

/** 定标 of a closed project: each goods line's bids, best first, its winner chosen; a reason when not the best. */
export function CalibrationDialog({
  mode,
  project,
  onClose,
}: {
  mode: ProjectMode;
  project: Project;
  onClose: () => void;
}) {
  // Every mode's bids per line, of its last round.
  const lines = useQuery(listBiddingGoodsByProjectQueryOptions({ query: { projectId: project.id } }));
  if (lines.data) return <PickForm mode={mode} project={project} lines={lines.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`定标：${project.projectName}`}>
      <QueryState query={lines}>{() => null}</QueryState>
    </Dialog>
  );
}

function PickForm({
  mode,
  project,
  lines,
  onClose,
}: {
  mode: ProjectMode;
  project: Project;
  lines: Line[];
  onClose: () => void;
}) {
  const auction = mode.projectType === 3;
  const pickAuction = usePickAuctionWinner();
  const uploadApplication = useUploadPicketageApplySourceId();
  const schema = pickSchema(lines, !auction, mode.bestWord);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`定标：${project.projectName}`}
      width="w-[1000px]"
      submitText="确认定标"
      schema={schema}
      defaultValues={{ winners: bestOf(lines), reason: '', application: [] }}
      onSubmit={async ({ winners, reason, application }) => {
        const chosen = lines.map((line) => ({
          projectGoodsId: line.projectGoodsId,
          bidId: winners[line.projectGoodsId] ?? '',
        }));
        const best = bestOf(lines);
        const why = chosen.every((line) => line.bidId === best[line.projectGoodsId]) ? undefined : reason;
        // The documents' single winner: the first line's; the lines decide.
        const bidId = chosen[0]?.bidId ?? '';
        if (auction)
          await pickAuction.mutateAsync({ body: { projectId: project.id, bidId, lines: chosen, reason: why } });
        else {
          const sourceId = application[0]?.id ?? '';
          await uploadApplication.mutateAsync({
            path: { id: project.id },
            body: { sourceId, bidId, lines: chosen, reason: why },
          });
        }
        toast.success('定标完成，等待中标供应商确认');
        onClose();
      }}
    >
      {(form) => {
        const winners = form.watch('winners');
        const choose = (line: Line, quote: Quote) =>
          form.setValue('winners', { ...winners, [line.projectGoodsId]: quote.bidId }, { shouldValidate: true });
        return (
          <>
            {lines.map((line) => (
              <TableSection
                key={line.projectGoodsId}
                label={`${line.goodsName}（${line.quantity}${line.unit}）`}
                columns={quoteColumns(mode, line, winners[line.projectGoodsId], choose)}
                records={line.quotes}
              />
            ))}
            <TextAreaField form={form} name="reason" label={`非${mode.bestWord}中标理由`} rows={2} />
            {!auction && (
              <Field label="定标申请" required error={errorOf(form, 'application')}>
                {() => (
                  <FileUpload
                    fileType="project"
                    label="上传定标申请"
                    rules={{ maxCount: 1 }}
                    value={form.watch('application')}
                    onChange={(files) =>
                      form.setValue('application', files, { shouldValidate: true, shouldDirty: true })
                    }
                  />
                )}
              </Field>
            )}
          </>
        );
      }}
    </FormDialog>
  );
}

/** One line's prices, best first, the line's winner chosen among them. */
const quoteColumns = (
  mode: ProjectMode,
  line: Line,
  winner: string | undefined,
  choose: (line: Line, quote: Quote) => void,
) =>
  columnsOf<Quote>({
    winner: {
      header: '中标',
      cell: (quote) => (
        <input
          type="radio"
          name={`winner-${line.projectGoodsId}`}
          aria-label={`选定${quote.supplierName}`}
          checked={winner === quote.bidId}
          onChange={() => choose(line, quote)}
        />
      ),
    },
    rank: '排名',
    supplierName: '供应商',
    unitPrice: [`${mode.bidWord}单价`, 'money'],
    totalPrice: ['小计', 'money'],
    bidTime: [`${mode.bidWord}时间`, 'dateTime'],
  });
