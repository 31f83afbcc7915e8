import { afterSaleFormSchema, afterSaleInformationRequestSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const form = afterSaleFormSchema.shape;

/**
 * An after-sale application on one order line; its quantity at most what the line can still return
 * (afterSaleNumEnable), which only the page knows.
 */
export const afterSaleSchema = (enableNum: number) =>
  afterSaleFormSchema.pick({ reason: true, description: true, contactName: true, contactPhone: true }).extend({
    afterSaleType: chosen(form.afterSaleType),
    afterSaleNum: form.afterSaleNum.max(enableNum, `最多可申请 ${enableNum} 件`),
  });

const sent = afterSaleInformationRequestSchema.shape;
/** 填写寄回信息: once the supplier agreed, the goods go back with a carrier and a waybill. */
export const sendBackSchema = afterSaleInformationRequestSchema.pick({ description: true }).extend({
  returnLogisticsCompany: sent.returnLogisticsCompany.unwrap().min(1),
  returnLogisticsNo: sent.returnLogisticsNo.unwrap().min(1),
});
