import type { Domain } from '../../engine/define.ts';
import { addressHandlers } from './addresses.ts';
import { afterSaleHandlers } from './after-sale.ts';
import { orderContractRequests } from './contract.ts';
import { orderHandlers } from './handlers.ts';
import { interfaceErrHandlers, seedInterfaceErrs } from './interface-errs.ts';
import { paperInvoiceHandlers, seedPaperInvoices } from './paper-invoices.ts';
import { paymentHandlers, seedContractPayments } from './payments.ts';
import { reconciliationHandlers } from './reconciliation.ts';
import { seedOrders } from './seed.ts';
import { seedSettlementAccounts, settlementHandlers } from './settlement.ts';
import { shipmentHandlers } from './shipments.ts';

/** Orders and their logistics, buy-number changes, invoices, after-sale, demand, addresses and reconciliation. */
export const ordersDomain: Domain = {
  name: 'orders',
  seed: async (faker) => {
    await seedOrders(faker);
    await seedContractPayments();
    await seedInterfaceErrs();
    await seedPaperInvoices();
    await seedSettlementAccounts();
  },
  handlers: {
    ...orderHandlers,
    ...shipmentHandlers,
    ...reconciliationHandlers,
    ...addressHandlers,
    ...afterSaleHandlers,
    ...paymentHandlers,
    ...interfaceErrHandlers,
    ...settlementHandlers,
    ...paperInvoiceHandlers,
  },
  contractRequests: orderContractRequests,
};
