import type { Domain } from '../../engine/define.ts';
import { biddingHandlers } from './bidding.ts';
import { certificateHandlers } from './certificates.ts';
import { projectsContractRequests } from './contract.ts';
import { entrustHandlers, seedEntrusts } from './entrusts.ts';
import { evaluateHandlers } from './evaluate.ts';
import { managementHandlers } from './management.ts';
import { movingOn } from './phases.ts';
import { picketageHandlers } from './picketage.ts';
import { planLinkHandlers, seedPlanLinks } from './plan-links.ts';
import { seedProjects } from './seed.ts';
import { settlementHandlers } from './settlement.ts';
import { sourcingHandlers } from './sourcing.ts';
import { sourcingManageHandlers } from './sourcing-manage.ts';

/** Bidding, reverse bidding, auctions and sourcing (bidding, sourcing). */
export const projectsDomain: Domain = {
  name: 'projects',
  seed: async (faker) => {
    await seedProjects(faker);
    await seedEntrusts();
    await seedPlanLinks();
  },
  // Every call first brings the projects' phases up to the current time (phases.ts).
  handlers: movingOn({
    ...biddingHandlers,
    ...certificateHandlers,
    ...picketageHandlers,
    ...managementHandlers,
    ...planLinkHandlers,
    ...sourcingHandlers,
    ...sourcingManageHandlers,
    ...settlementHandlers,
    ...evaluateHandlers,
    ...entrustHandlers,
  }),
  contractRequests: { ...projectsContractRequests },
};
