import type { components } from '@zc/sdk';
import { afterSaleFormSchema, afterSaleInformationRequestSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { afterSaleOpen } from './rules.ts';

type Line = components['schemas']['OrderDetail'];
type Enable = components['schemas']['AfterSaleNumEnable'];

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

/** The application's start: all the line can still return, the applicant (name and phone) as the contact. */
export const afterSaleDefaults = (enableNum: number, contact: { fullName?: string; phone?: string } = {}) =>
  ({
    afterSaleType: '',
    afterSaleNum: enableNum,
    reason: '',
    description: '',
    contactName: contact.fullName ?? '',
    contactPhone: contact.phone ?? '',
  }) as never;

/** How many of a line can still go to after-sale. */
export const enableNumOf = (line: Line, enable: readonly Enable[]) =>
  enable.find((row) => row.orderDetailId === line.id)?.enableNum ?? 0;

/** The lines of an order that can still go to after-sale: none before something of it was received. */
export const linesForAfterSale = (
  order: Parameters<typeof afterSaleOpen>[0],
  lines: readonly Line[],
  enable: readonly Enable[],
) => (afterSaleOpen(order) ? lines.filter((line) => enableNumOf(line, enable) > 0) : []);

const sent = afterSaleInformationRequestSchema.shape;
/** 填写寄回信息: once the supplier agreed, the goods go back with a carrier and a waybill. */
export const sendBackSchema = afterSaleInformationRequestSchema.pick({ description: true }).extend({
  returnLogisticsCompany: sent.returnLogisticsCompany.unwrap().min(1),
  returnLogisticsNo: sent.returnLogisticsNo.unwrap().min(1),
});
