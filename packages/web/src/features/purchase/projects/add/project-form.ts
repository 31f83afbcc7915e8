import { biddingRulesFormSchema, projectFormSchema, projectGoodsFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import type { Project } from '@/features/purchase/projects/modes.ts';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import type { UploadedFile } from '@/shared/ui/Upload/Upload.tsx';

const line = projectGoodsFormSchema
  .pick({ id: true, goodsName: true, spec: true, brandName: true, unit: true, quantity: true })
  .extend({ budgetPrice: cents(projectGoodsFormSchema.shape.budgetPrice) });

/**
 * The project form: the spec's ProjectForm with its goods lines, the deposit chosen in a select and the documents
 * kept as the uploaded files (sent as their ids). The mode and the draft's id are the page's.
 */
export const projectSchema = projectFormSchema
  .pick({
    projectName: true,
    planId: true,
    contactName: true,
    contactPhone: true,
    deliveryAddress: true,
    deliveryDays: true,
    registrationEndTime: true,
    startTime: true,
    endTime: true,
    processCode: true,
    remark: true,
  })
  .extend({
    depositRequired: chosen(projectFormSchema.shape.depositRequired.unwrap()),
    depositAmount: cents(projectFormSchema.shape.depositAmount),
    goods: z.array(line).min(1, '请至少添加一个商品'),
    attachments: z.array(z.custom<UploadedFile>()).max(5, '最多上传5个附件'),
  })
  // The backend's words, said before anything is sent.
  .refine((form) => form.depositRequired !== 1 || (form.depositAmount ?? 0) > 0, {
    path: ['depositAmount'],
    message: '请填写保证金金额',
    when: () => true,
  });

export type ProjectValues = z.input<typeof projectSchema>;
export const emptyLine = {
  goodsName: '',
  spec: '',
  brandName: '',
  unit: '',
  quantity: 1,
} as ProjectValues['goods'][number];

/** The body createProject takes from the form's values (or a saved project's), of the mode, kept a draft or submitted. */
export function projectBody(
  values: z.output<typeof projectSchema>,
  projectType: Project['projectType'],
  id: string | undefined,
  submit: 0 | 1,
) {
  const { attachments, ...fields } = values;
  return { ...fields, projectType, id, submit, attachmentIds: attachments.map((file) => file.id) } as const;
}

/** The rules: the spec's BiddingRulesForm, its choices and flags picked in selects. */
export const rulesSchema = biddingRulesFormSchema
  .pick({ secondRoundMinutes: true, secondRoundSupplierCount: true })
  .extend({
    quoteMode: chosen(biddingRulesFormSchema.shape.quoteMode),
    pickRule: chosen(biddingRulesFormSchema.shape.pickRule),
    startPrice: cents(biddingRulesFormSchema.shape.startPrice),
    reservePrice: cents(biddingRulesFormSchema.shape.reservePrice),
    minStep: cents(biddingRulesFormSchema.shape.minStep),
    maxStep: cents(biddingRulesFormSchema.shape.maxStep),
    showRank: chosen(biddingRulesFormSchema.shape.showRank),
    showBestPrice: chosen(biddingRulesFormSchema.shape.showBestPrice),
    secondRound: chosen(biddingRulesFormSchema.shape.secondRound),
  });
