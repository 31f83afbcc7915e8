import { itemRuleFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = itemRuleFormSchema.shape;

/** A goods rule as the administrator saves it; its price band runs upwards, as the platform checks. */
export const itemRuleSchema = itemRuleFormSchema
  .omit({ id: true })
  .extend({ itemType: chosen(fields.itemType), isEnable: chosen(fields.isEnable) })
  .refine(
    (rule) =>
      rule.minPriceRate === undefined || rule.maxPriceRate === undefined || rule.minPriceRate <= rule.maxPriceRate,
    {
      message: '最低价格比例不能高于最高价格比例',
      path: ['maxPriceRate'],
    },
  );
