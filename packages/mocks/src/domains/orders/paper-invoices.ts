// Paper invoices (/paper): the VAT invoices suppliers issued on paper for orders, posted to the purchasing unit by
// courier and signed for there, as the platform records it. Posting moves forward only: 待邮寄, 已邮寄, 已签收.
import { defineHandlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, paginate } from '../../engine/paging.ts';
import { now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { orderTables as t } from '../../tables/orders.ts';

type Paper = Entity<'PaperInvoice'>;

/** Every paper invoice of the seeded orders: a third waiting, a third posted, a third signed for. */
export async function seedPaperInvoices() {
  const paper = t.invoices.all().filter((invoice) => invoice.invoiceType === 1 || invoice.invoiceType === 2);
  for (const [k, invoice] of paper.entries()) {
    const order = t.orders.get(invoice.orderId);
    if (!order) continue;
    const status = (k % 3) as Paper['status'];
    const postTime = invoice.createTime;
    t.paperInvoices.insert({
      id: invoice.id,
      invoiceCode: invoice.invoiceCode,
      invoiceNo: invoice.invoiceNo,
      invoiceType: invoice.invoiceType as Paper['invoiceType'],
      invoiceAmount: invoice.invoiceAmount,
      invoiceDate: invoice.invoiceDate,
      orderNo: order.orderNo,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      purchaserName: order.purchaserName,
      status,
      ...(status > 0 && { expressCompany: '顺丰速运', expressNo: `SF${invoice.invoiceNo}0${k}`, postTime }),
      ...(status === 2 && { signUserName: order.buyerName, signTime: postTime }),
    });
  }
}

const statusNames: Record<Paper['status'], string> = { 0: '待邮寄', 1: '已邮寄', 2: '已签收' };

/** The paper invoice, if it is in the state a move starts from. */
function requirePaper(id: string, from: Paper['status']) {
  const paper = t.paperInvoices.require(id, '纸质发票');
  if (paper.status !== from)
    fail(`发票${paper.invoiceNo}当前为“${statusNames[paper.status]}”，不能${from === 0 ? '邮寄' : '签收'}`);
  return paper;
}

export const paperInvoiceHandlers = defineHandlers({
  pagePaperInvoices: (context) => {
    const query = queryOf(context);
    const rows = t.paperInvoices
      .all()
      .filter(
        (row) =>
          contains(row.invoiceNo, query.invoiceNo) &&
          contains(row.orderNo, query.orderNo) &&
          equals(row.supplierId, query.supplierId) &&
          equals(row.status, query.status),
      )
      .sort((a, b) => String(b.invoiceDate).localeCompare(String(a.invoiceDate)));
    return paginate(rows, query);
  },
  postPaperInvoice: async (context) => {
    const { id, expressCompany, expressNo } = context.input.body;
    requirePaper(id, 0);
    return t.paperInvoices.update(id, { status: 1, expressCompany, expressNo, postTime: now() });
  },
  signPaperInvoice: async (context) => {
    const { id, signUserName } = context.input.body;
    requirePaper(id, 1);
    return t.paperInvoices.update(id, { status: 2, signUserName, signTime: now() });
  },
});
