import type { Domain } from '../../engine/define.ts';

/** Goods, prices, the catalogue, the mall, carts and evaluations (goods, pricing, catalogue, mall, cart, evaluation). */
export const catalogueDomain: Domain = {
  name: 'catalogue',
  seed: async () => {},
  handlers: {},
  contractRequests: {},
};
