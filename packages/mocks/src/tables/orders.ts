// Orders and everything hanging off them: lines, logistics, buy-number changes, invoices, contracts, approvals,
// after-sale, demand orders, delivery addresses, invoice titles and reconciliation.
import { z } from 'zod';
import { entitySchema } from '../engine/entities.ts';
import { Table } from '../engine/store.ts';

export const orderTables = {
  /** Orders without their `details` (kept in orderDetails and joined on answer). */
  orders: new Table('orders', entitySchema('Order')),
  orderDetails: new Table('orderDetails', entitySchema('OrderDetail')),
  logistics: new Table('orderLogistics', entitySchema('OrderLogistics')),
  /** The carriers suppliers ship with (id = the carrier's code). */
  carriers: new Table('carriers', z.object({ id: z.string(), carrier: entitySchema('Carrier') })),
  buyNumDetails: new Table('orderBuyNumDetails', entitySchema('OrderBuyNumDetail')),
  invoices: new Table('orderInvoices', entitySchema('OrderInvoice')),
  contracts: new Table('orderContracts', entitySchema('OrderContract')),
  contractPayments: new Table('contractPayments', entitySchema('ContractPayment')),
  approveLogs: new Table(
    'orderApproveLogs',
    z.object({ id: z.string(), orderId: z.string(), log: entitySchema('OrderApproveLog') }),
  ),
  orderApproves: new Table('orderApproves', entitySchema('OrderApprove')),
  purchaseProcesses: new Table('purchaseProcesses', entitySchema('PurchaseProcess')),
  /** Which statement an order is in (id = order id): an order joins at most one statement. */
  accountOrders: new Table('orderAccountLinks', z.object({ id: z.string(), accountId: z.string() })),
  accounts: new Table('orderAccounts', entitySchema('OrderAccount')),
  batches: new Table('reconciliationBatches', z.object({ id: z.string(), batch: entitySchema('ReconciliationBatch') })),
  records: new Table('reconciliationRecords', entitySchema('ReconciliationRecord')),
  /** The synchronisations that started reconciliation runs. */
  triggers: new Table('reconciliationTriggers', entitySchema('ReconciliationTrigger')),
  invoiceChecks: new Table('invoiceReconciliations', entitySchema('InvoiceReconciliation')),
  /** Paper invoices of orders and their posting (id = the order invoice's id). */
  paperInvoices: new Table('paperInvoices', entitySchema('PaperInvoice')),
  /** Settlement accounts the administrator set (id = the organisation's id); the others have the defaults. */
  settlementAccounts: new Table(
    'settlementAccounts',
    z.object({ id: z.string(), account: entitySchema('SettlementAccount') }),
  ),
  /** Failed hand-overs of orders to an e-commerce supplier's system. */
  interfaceErrs: new Table('orderInterfaceErrs', entitySchema('OrderInterfaceErr')),
  afterSales: new Table('afterSales', entitySchema('AfterSale')),
  demands: new Table('orderDemands', entitySchema('OrderDemand')),
  addresses: new Table('deliveryAddresses', entitySchema('DeliveryAddress')),
  receipts: new Table('receipts', entitySchema('Receipt')),
  /** Invoice titles of the JD channel (queryJdReceipt…), apart from the platform's own. */
  jdReceipts: new Table('jdReceipts', entitySchema('Receipt')),
  invoiceApplications: new Table('invoiceApplications', entitySchema('InvoiceApplication')),
  areas: new Table('areas', z.object({ id: z.string(), area: entitySchema('Area') })),
};

/** The same tables under the name other domains import them by. */
export const ordersTables = orderTables;
