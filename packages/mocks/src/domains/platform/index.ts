import type { Domain } from '../../engine/define.ts';
import { contentHandlers } from './content.ts';
import { platformContractRequests } from './contract.ts';
import { fileHandlers } from './files.ts';
import { seedPlatform } from './seed.ts';
import { systemHandlers } from './system.ts';
import { workflowHandlers } from './workflow.ts';

/** Files, content, workflow and system settings (files, content, workflow, system; statistics to come). */
export const platformDomain: Domain = {
  name: 'platform',
  seed: seedPlatform,
  handlers: { ...fileHandlers, ...contentHandlers, ...workflowHandlers, ...systemHandlers },
  contractRequests: platformContractRequests,
};
