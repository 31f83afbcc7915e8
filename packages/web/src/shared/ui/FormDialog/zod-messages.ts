import { ruleMessages } from '@zc/sdk';
import type * as z from 'zod';
import { zhCN } from 'zod/locales';

const chinese = zhCN().localeError;

/**
 * Chinese validation messages for forms, in the words the mock backend refuses the same input with ('此项为必填项',
 * '最多 4 个字符', '不能小于 1'…), zod's zh-CN messages for the rest. Messages written in a schema
 * (`z.string().min(1, '请输入商品名称')`) take precedence.
 */
export const chineseErrors: z.core.$ZodErrorMap = (issue) => {
  // Nothing typed breaks a length or a pattern only because it is missing: say so.
  if (issue.input === undefined || issue.input === null || issue.input === '') return ruleMessages.required;
  // Text typed where the spec wants a number: the backend's words for a body field of the wrong type.
  if (issue.code === 'invalid_type' && issue.expected === 'number') return '应为数字';
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const small = issue.code === 'too_small';
    const limit = Number(small ? issue.minimum : issue.maximum);
    if (issue.origin === 'string') {
      if (small && limit === 1) return ruleMessages.required;
      return small ? ruleMessages.minLength(limit) : ruleMessages.maxLength(limit);
    }
    if (issue.origin === 'number') {
      if (issue.inclusive) return small ? ruleMessages.minimum(limit) : ruleMessages.maximum(limit);
      return small ? ruleMessages.exclusiveMinimum(limit) : ruleMessages.exclusiveMaximum(limit);
    }
    if (issue.origin === 'array') return small ? ruleMessages.minItems(limit) : ruleMessages.maxItems(limit);
  }
  if (issue.code === 'invalid_format') return ruleMessages.pattern;
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union') return ruleMessages.enum;
  return chinese(issue);
};
