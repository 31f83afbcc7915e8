import {
  afterSaleSupplierUpdateRequestSchema,
  orderInvoiceUploadFormSchema,
  orderReceiptOrDeliverRequestSchema,
  supplierHandleBuyNumRequestSchema,
} from '@zc/sdk/schemas';
import * as z from 'zod';
import { type Carrier, checkWaybill } from '@/features/orders/carriers.tsx';
import { quantitiesSchema } from '@/features/orders/order-forms.ts';
import { cents, chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const shipment = orderReceiptOrDeliverRequestSchema.shape;

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
    .superRefine(checkWaybill(carriers, shipment.logisticsNo));

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
