import { platformRuleFormSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = platformRuleFormSchema.shape;

/** A platform rule as the administrator writes it; the mall shows the ones in force. */
export const ruleSchema = platformRuleFormSchema
  .omit({ id: true })
  .extend({ ruleType: chosen(fields.ruleType), isEnable: chosen(fields.isEnable) });

/** A rule in force or withdrawn. */
export const ruleStateLabels = { 1: '生效中', 0: '已废止' } as const;
