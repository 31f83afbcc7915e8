import type { Domain } from '../../engine/define.ts';
import { biddingHandlers } from './bidding.ts';
import { projectsContractRequests } from './contract.ts';
import { seedProjects } from './seed.ts';
import { sourcingHandlers } from './sourcing.ts';

/** Bidding, reverse bidding, auctions and sourcing (bidding, sourcing). */
export const projectsDomain: Domain = {
  name: 'projects',
  seed: seedProjects,
  handlers: { ...biddingHandlers, ...sourcingHandlers },
  contractRequests: { ...projectsContractRequests },
};
