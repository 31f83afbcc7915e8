import { expect, it } from 'vitest';
import * as z from 'zod';
import { chineseErrors } from './zod-messages.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: chineseErrors }).error?.issues.map((issue) => issue.message);

it.each([
  [z.string(), undefined, '此项为必填项'],
  [z.string().min(1), '', '此项为必填项'],
  [z.string().min(6), 'abc', '至少 6 个字符'],
  [z.string().max(4), 'abcde', '最多 4 个字符'],
  [z.number().min(1), 0, '不能小于 1'],
  [z.number().max(99), 100, '不能大于 99'],
  [z.number().positive(), 0, '必须大于 0'],
  [z.array(z.string()).min(1), [], '至少选择 1 项'],
  [z.email(), 'x', '格式不正确'],
  [z.string().regex(/^[A-Z#]$/), 'q', '格式不正确'],
  [z.string().regex(/^[A-Z#]$/), '', '此项为必填项'],
  [z.number(), 'abc', '应为数字'],
  [z.union([z.literal(0), z.literal(1)]), 2, '不是可选的值'],
  [z.enum(['asc', 'desc']), 'up', '不是可选的值'],
  [z.string().min(1, '请输入商品名称'), '', '请输入商品名称'],
])('%#: gives %s', (schema, value, expected) => {
  expect(messages(schema, value)).toEqual([expected]);
});
