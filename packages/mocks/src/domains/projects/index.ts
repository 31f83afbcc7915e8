import type { Domain } from '../../engine/define.ts';

/** Bidding, reverse bidding, auctions and sourcing (bidding, sourcing). */
export const projectsDomain: Domain = {
  name: 'projects',
  seed: async () => {},
  handlers: {},
  contractRequests: {},
};
