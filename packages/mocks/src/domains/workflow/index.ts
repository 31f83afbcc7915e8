import type { Domain } from '../../engine/define.ts';
import { seedFlows } from './seed.ts';

/**
 * The approval engine: flows deployed from BPMN and the instances later domains start on them for their plans, orders,
 * projects and notices. The platform domain serves its pages (/activitis/...).
 */
export const workflowDomain: Domain = {
  name: 'workflow',
  seed: seedFlows,
  handlers: {},
  contractRequests: {},
};
