import type * as z from 'zod';
import { zhCN } from 'zod/locales';

const chinese = zhCN().localeError;

/**
 * Chinese validation messages for forms, in the words of the platform's forms for the common cases ('此项为必填项',
 * '最多 4 个字符', '不能小于 1'…), zod's zh-CN messages for the rest. Messages written in a schema
 * (`z.string().min(1, '请输入商品名称')`) take precedence.
 */
export const chineseErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null || issue.input === ''))
    return '此项为必填项';
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const small = issue.code === 'too_small';
    const limit = Number(small ? issue.minimum : issue.maximum);
    if (issue.origin === 'string') {
      if (small && limit === 1) return '此项为必填项';
      return small ? `至少 ${limit} 个字符` : `最多 ${limit} 个字符`;
    }
    if (issue.origin === 'number') {
      if (issue.inclusive) return small ? `不能小于 ${limit}` : `不能大于 ${limit}`;
      return small ? `必须大于 ${limit}` : `必须小于 ${limit}`;
    }
    if (issue.origin === 'array') return small ? `至少选择 ${limit} 项` : `最多选择 ${limit} 项`;
  }
  return chinese(issue);
};
