import type { Domain } from '../../engine/define.ts';
import { seedContractPayments } from '../orders/payments.ts';
import { contentHandlers } from './content.ts';
import { platformContractRequests } from './contract.ts';
import { fileHandlers } from './files.ts';
import { governanceContractRequests, governanceHandlers, seedGovernance } from './governance.ts';
import { mallTextHandlers } from './mall-texts.ts';
import { noticeCheckContractRequests, seedNoticesToCheck } from './notices-to-check.ts';
import { seedPlatform, seedUnitsInUse } from './seed.ts';
import { systemHandlers } from './system.ts';
import { seedUnitFlows } from './workflow/seed.ts';
import { workflowHandlers } from './workflow.ts';

/** Files, content, workflow and system settings (files, content, workflow, system; statistics to come). */
export const platformDomain: Domain = {
  name: 'platform',
  seed: async (faker) => {
    await seedPlatform(faker);
    // Seeded after every other row, so that the rows before keep their ids.
    await seedNoticesToCheck();
    await seedContractPayments();
    // The purchaser units' approval flows, with the plans, orders and notices waiting for approval started on them.
    await seedUnitFlows();
    await seedGovernance();
    await seedUnitsInUse();
  },
  handlers: {
    ...fileHandlers,
    ...contentHandlers,
    ...mallTextHandlers,
    ...workflowHandlers,
    ...systemHandlers,
    ...governanceHandlers,
  },
  contractRequests: { ...platformContractRequests, ...noticeCheckContractRequests, ...governanceContractRequests },
};
