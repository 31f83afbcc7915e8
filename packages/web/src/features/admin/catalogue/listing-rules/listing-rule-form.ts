import { itemPutawayRuleFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = itemPutawayRuleFormSchema.shape;

/** A listing rule as the administrator saves it. */
export const listingRuleSchema = itemPutawayRuleFormSchema.omit({ id: true }).extend({
  itemType: chosen(fields.itemType),
  needAudit: chosen(fields.needAudit),
  requireBrand: chosen(fields.requireBrand),
  requireMaterial: chosen(fields.requireMaterial),
  isEnable: chosen(fields.isEnable),
});
