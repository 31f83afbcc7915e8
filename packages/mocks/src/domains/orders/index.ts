import type { Domain } from '../../engine/define.ts';

/** Orders and their logistics, buy-number changes, invoices, after-sale, demand, addresses and reconciliation. */
export const ordersDomain: Domain = {
  name: 'orders',
  seed: async () => {},
  handlers: {},
  contractRequests: {},
};
