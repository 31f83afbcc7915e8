// The Chinese words of each rule the spec states, written once: the mock backend's refusals name the field before
// them ('name 最多 50 个字符'), a form shows them under the field itself ('最多 50 个字符').

export const ruleMessages = {
  required: '此项为必填项',
  minLength: (limit: number) => `至少 ${limit} 个字符`,
  blank: '不能只填空格',
  maxLength: (limit: number) => `最多 ${limit} 个字符`,
  minimum: (limit: number) => `不能小于 ${limit}`,
  maximum: (limit: number) => `不能大于 ${limit}`,
  exclusiveMinimum: (limit: number) => `必须大于 ${limit}`,
  exclusiveMaximum: (limit: number) => `必须小于 ${limit}`,
  minItems: (limit: number) => `至少选择 ${limit} 项`,
  maxItems: (limit: number) => `最多选择 ${limit} 项`,
  pattern: '格式不正确',
  enum: '不是可选的值',
};

/** What a refusal of bad input says about which field: `参数错误：tiers.1.price 不能小于 0` names `tiers.1.price`. */
export function refusalOf(msg: string): { field?: string; message: string } {
  const text = msg.replace(/^参数错误[：:]\s*/, '');
  const missing = /^缺少必填字段 (\S+)$/.exec(text);
  if (missing) return { field: missing[1], message: ruleMessages.required };
  const named = /^([A-Za-z_][\w]*(?:\.[\w]+)*) (\S.*)$/.exec(text);
  return named ? { field: named[1], message: named[2] as string } : { message: msg };
}
