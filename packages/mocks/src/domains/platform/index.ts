import type { Domain } from '../../engine/define.ts';
import { seedWaitingApprovals } from '../workflow/seed.ts';
import { contentHandlers } from './content.ts';
import { platformContractRequests } from './contract.ts';
import { governanceContractRequests, governanceHandlers, seedGovernance } from './governance.ts';
import { mallTextHandlers } from './mall-texts.ts';
import { noticeCheckContractRequests, seedNoticesToCheck } from './notices-to-check.ts';
import { seedPlatform, seedUnitsInUse } from './seed.ts';
import { systemHandlers } from './system.ts';
import { workflowHandlers } from './workflow.ts';

/** Content, the workflow pages and system settings (content, workflow, system). */
export const platformDomain: Domain = {
  name: 'platform',
  seed: async (faker) => {
    await seedPlatform(faker);
    await seedNoticesToCheck();
    await seedWaitingApprovals();
    await seedGovernance();
    await seedUnitsInUse();
  },
  handlers: {
    ...contentHandlers,
    ...mallTextHandlers,
    ...workflowHandlers,
    ...systemHandlers,
    ...governanceHandlers,
  },
  contractRequests: { ...platformContractRequests, ...noticeCheckContractRequests, ...governanceContractRequests },
};
