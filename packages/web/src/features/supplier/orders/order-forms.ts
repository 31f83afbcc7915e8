import type { components } from '@zc/sdk';
import {
  afterSaleSupplierUpdateRequestSchema,
  orderInvoiceUploadFormSchema,
  orderReceiptOrDeliverRequestSchema,
  supplierHandleBuyNumRequestSchema,
} from '@zc/sdk/schemas';
import * as z from 'zod';
import { quantitiesSchema } from '@/features/orders/order-forms.ts';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type Carrier = components['schemas']['Carrier'];
const shipment = orderReceiptOrDeliverRequestSchema.shape;

/** The backend's words for a waybill not of its carrier's form. */
export const waybillRefusal = (carrier: Carrier) => `物流单号不符合${carrier.name}的单号规则，例如 ${carrier.example}`;

/**
 * A shipment (orderReceiptOrDeliver of type 1): one of the platform's carriers, a waybill of that carrier's form, and
 * how many of each line still to ship (`open`) go in the parcel.
 */
export const deliverSchema = (carriers: readonly Carrier[], open: readonly number[]) =>
  orderReceiptOrDeliverRequestSchema
    .pick({ remark: true })
    .extend({
      logisticsCode: shipment.logisticsCode.unwrap().min(1),
      logisticsNo: shipment.logisticsNo.unwrap(),
      nums: quantitiesSchema(open, '发'),
    })
    .superRefine(({ logisticsCode, logisticsNo }, context) => {
      const carrier = carriers.find((candidate) => candidate.code === logisticsCode);
      // A waybill refused for its characters already says so; the carrier's form is checked on a well-formed one.
      const wellFormed = shipment.logisticsNo.safeParse(logisticsNo).success;
      if (carrier && wellFormed && !new RegExp(carrier.pattern).test(logisticsNo))
        context.addIssue({ code: 'custom', path: ['logisticsNo'], message: waybillRefusal(carrier) });
    });

const invoice = orderInvoiceUploadFormSchema.shape;
/** An invoice for an order with the file itself (sent together, multipart), kept with its name to list it. */
export const invoiceSchema = orderInvoiceUploadFormSchema.omit({ orderId: true }).extend({
  invoiceType: chosen(invoice.invoiceType),
  invoiceAmount: cents(invoice.invoiceAmount),
  file: z.instanceof(File),
});

/** Refusing a change or an after-sale request needs a reason the purchaser can read. */
export const refuseSchema = z.object({ remark: supplierHandleBuyNumRequestSchema.shape.handleRemark.unwrap().min(1) });

/** Closing an after-sale case: what was refunded (the server caps it at the goods' amount) and a remark. */
export const completeAfterSaleSchema = afterSaleSupplierUpdateRequestSchema
  .pick({ supplierRemark: true })
  .extend({ refundAmount: cents(afterSaleSupplierUpdateRequestSchema.shape.refundAmount) });
