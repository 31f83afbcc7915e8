import type { components } from '@zc/sdk';
import { afterSaleFormSchema, afterSaleInformationRequestSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';
import { received } from './rules.ts';

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

/** The application's start: all the line can still return, the signed-in user as the contact. */
export const afterSaleDefaults = (enableNum: number, contactName = '') =>
  ({
    afterSaleType: '',
    afterSaleNum: enableNum,
    reason: '',
    description: '',
    contactName,
    contactPhone: '',
  }) as never;

/** How many of a line can still go to after-sale. */
export const enableNumOf = (line: Line, enable: readonly Enable[]) =>
  enable.find((row) => row.orderDetailId === line.id)?.enableNum ?? 0;

/** The lines of an order that can still go to after-sale: none before it is received. */
export const linesForAfterSale = (status: number, lines: readonly Line[], enable: readonly Enable[]) =>
  received(status) ? lines.filter((line) => enableNumOf(line, enable) > 0) : [];

const sent = afterSaleInformationRequestSchema.shape;
/** 填写寄回信息: once the supplier agreed, the goods go back with a carrier and a waybill. */
export const sendBackSchema = afterSaleInformationRequestSchema.pick({ description: true }).extend({
  returnLogisticsCompany: sent.returnLogisticsCompany.unwrap().min(1),
  returnLogisticsNo: sent.returnLogisticsNo.unwrap().min(1),
});
