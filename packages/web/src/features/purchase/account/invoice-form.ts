import { receiptFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = receiptFormSchema.shape;

/**
 * An invoice title: the spec's ReceiptForm, with its kinds chosen in selects and 设为默认 a checkbox. The spec's rules
 * between fields (a 单位 title has a tax number; a special invoice is a 单位's, with its bank data) are checked here in
 * the backend's words, under the field that lacks its value.
 */
export const invoiceTitleSchema = receiptFormSchema
  .pick({
    receiptTitle: true,
    taxNo: true,
    registerAddress: true,
    registerPhone: true,
    bankName: true,
    bankAccount: true,
    receiverName: true,
    receiverPhone: true,
    receiverAddress: true,
    email: true,
  })
  .extend({
    receiptType: chosen(fields.receiptType),
    titleType: chosen(fields.titleType),
    isDefault: z.boolean().transform((checked) => (checked ? 1 : 0)),
  })
  .superRefine((title, context) => {
    const lacks = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (title.titleType === 1 && !title.taxNo) lacks('taxNo', '单位抬头须填写纳税人识别号');
    if (title.receiptType !== 2) return;
    if (title.titleType === 2) lacks('titleType', '增值税专用发票只能开具给单位');
    for (const [path, value] of [
      ['registerAddress', title.registerAddress],
      ['bankName', title.bankName],
      ['bankAccount', title.bankAccount],
    ] as const)
      if (!value) lacks(path, '增值税专用发票须填写注册地址、开户银行和银行账号');
  });
