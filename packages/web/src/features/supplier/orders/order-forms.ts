import * as z from 'zod';

/** A shipment: the carrier and the waybill number the purchaser tracks the parcel with. */
export const deliverSchema = z.object({
  logisticsCompany: z.string().trim().min(1, '请输入物流公司').max(50, '物流公司最多 50 个字符'),
  logisticsNo: z
    .string()
    .trim()
    .min(1, '请输入物流单号')
    .max(50, '物流单号最多 50 个字符')
    .regex(/^[A-Za-z0-9-]+$/, '物流单号只能包含字母、数字和短横线'),
  remark: z.string().trim().max(200, '备注最多 200 个字符'),
});

const twoDecimals = (value: number) => Math.round(value * 100) === value * 100;

/** An invoice for an order: its number, amount, date and the file itself (sent together, multipart). */
export const invoiceSchema = z.object({
  invoiceType: z.enum(['1', '2', '3'], '请选择发票类型').transform((value) => Number(value) as 1 | 2 | 3),
  invoiceCode: z.string().trim().max(20, '发票代码最多 20 个字符'),
  invoiceNo: z.string().trim().min(1, '请输入发票号码').max(20, '发票号码最多 20 个字符'),
  invoiceAmount: z.number('请输入发票金额').positive('发票金额须大于 0').refine(twoDecimals, '发票金额最多两位小数'),
  invoiceDate: z.string().min(1, '请选择开票日期'),
  file: z.custom<File>((value) => value instanceof File, '请上传发票文件'),
});

/** Refusing a change or an after-sale request needs a reason the purchaser can read. */
export const refuseSchema = z.object({
  remark: z.string().trim().min(1, '请填写拒绝原因').max(200, '拒绝原因最多 200 个字符'),
});

/** Closing an after-sale case: what was refunded (the server caps it at the goods' amount) and a remark. */
export const completeAfterSaleSchema = z.object({
  refundAmount: z.number().min(0, '退款金额不能为负数').refine(twoDecimals, '退款金额最多两位小数').optional(),
  supplierRemark: z.string().trim().max(500, '处理说明最多 500 个字符'),
});
