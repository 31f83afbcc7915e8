import type { Domain } from '../../engine/define.ts';

/** Orders and their after-sale, demand, addresses, reconciliation, welfare and purchase plans (orders, after-sale, demand, addresses, reconciliation, welfare, plans). */
export const ordersDomain: Domain = {
  name: 'orders',
  seed: async () => {},
  handlers: {},
  contractRequests: {},
};
