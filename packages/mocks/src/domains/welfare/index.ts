import type { Domain } from '../../engine/define.ts';

/** Welfare activities and orders, and purchase plans with their approval and quotas (welfare, plans). */
export const welfareDomain: Domain = {
  name: 'welfare',
  seed: async () => {},
  handlers: {},
  contractRequests: {},
};
