import { orgFormSchema, orgMoveRequestSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

/** A new organisation under a parent the page has chosen: its kind is picked, its place is not. */
export const newOrgSchema = orgFormSchema
  .omit({ parentId: true })
  .extend({ orgType: chosen(orgFormSchema.shape.orgType), status: chosen(orgFormSchema.shape.status) });

/** An organisation changed where it is, as it is. */
export const orgEditSchema = orgFormSchema
  .omit({ parentId: true, orgType: true })
  .extend({ status: chosen(orgFormSchema.shape.status) });

/** Where an organisation moves: another organisation, or none for the top level. */
export const orgMoveSchema = orgMoveRequestSchema.pick({ parentId: true }).partial();

/** The kinds an organisation may be under a parent of `parentType` (none: the top level), as the platform allows. */
export function kindsUnder(parentType: number | undefined): number[] {
  if (parentType === undefined) return [1, 2];
  if (parentType === 2) return [2, 3];
  return parentType === 3 ? [3] : [parentType];
}
