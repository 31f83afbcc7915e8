import type { components } from '@zc/sdk';
import { historicTaskResultLabels } from '@zc/sdk/labels';
import { taskApproveRequestSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { optionsOf } from '@/shared/format/labels.ts';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type FormProperty = components['schemas']['FormProperty'];

/** 0 同意 takes the gateway's agree flow, 1 驳回 its reject flow (the designer's conditions on the form value). */
export const taskDecisionSchema = z
  .object({
    approval: chosen(z.union([z.literal(0), z.literal(1)])),
    comment: taskApproveRequestSchema.shape.comment,
  })
  // The reject call requires its reason: asked before anything is sent.
  .refine((decision) => decision.approval !== 1 || Boolean(decision.comment), {
    path: ['comment'],
    message: '驳回时请填写审批意见',
  });

/**
 * The fields of the task form the flow defines: its choice between agree and reject (the enum field offering 0 and
 * 1) and its opinion (its text field), with the flow's labels; the platform's own when the flow defines none.
 */
export function decisionFields(properties: readonly FormProperty[]) {
  const choice = properties.find(
    (field) => field.type === 'enum' && ['0', '1'].every((id) => field.enumValues?.some((option) => option.id === id)),
  );
  const opinion = properties.find((field) => field.type === 'string');
  return {
    choiceLabel: choice?.label || '审批结果',
    options: choice?.enumValues
      ? choice.enumValues
          .filter((option) => option.id === '0' || option.id === '1')
          .map((option) => ({ value: option.id, label: option.name }))
      : optionsOf(historicTaskResultLabels),
    opinionLabel: opinion?.label || '审批意见',
  };
}
