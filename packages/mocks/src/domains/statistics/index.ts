import type { Domain } from '../../engine/define.ts';
import { movingOn } from '../projects/phases.ts';
import { statisticsContractRequests } from './contract.ts';
import { materialHandlers } from './materials.ts';
import { rankingHandlers } from './rankings.ts';
import { reportHandlers } from './reports.ts';
import { signInHandlers } from './sign-ins.ts';
import { workbenchHandlers } from './workbench.ts';

/** Statistics, the data cockpit, the deal charts of materials, sign-ins and the three workbenches: sums over the other domains' tables, nothing stored of their own. */
export const statisticsDomain: Domain = {
  name: 'statistics',
  seed: async () => {},
  // The figures count projects in the phase they are in now (projects/phases.ts).
  handlers: movingOn({
    ...reportHandlers,
    ...rankingHandlers,
    ...materialHandlers,
    ...signInHandlers,
    ...workbenchHandlers,
  }),
  contractRequests: { ...statisticsContractRequests },
};
