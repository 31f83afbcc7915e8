import type { Domain } from '../../engine/define.ts';
import type { SeedFaker } from '../../engine/seed-faker.ts';
import { welfareContractRequests } from './contract.ts';
import { planHandlers } from './plan-handlers.ts';
import { seedPlans, seedWelfare } from './seed.ts';
import { welfareUserHandlers } from './user-handlers.ts';
import { welfareHandlers } from './welfare-handlers.ts';

/** Welfare activities and orders, and purchase plans with their approval and quotas (welfare, plans). */
export const welfareDomain: Domain = {
  name: 'welfare',
  seed: async (faker: SeedFaker) => {
    await seedWelfare(faker);
    await seedPlans(faker);
  },
  handlers: { ...welfareHandlers, ...planHandlers, ...welfareUserHandlers },
  contractRequests: welfareContractRequests,
};
