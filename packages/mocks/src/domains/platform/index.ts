import type { Domain } from '../../engine/define.ts';

/** Files, content, statistics, workflow and system settings (files, content, statistics, workflow, system). */
export const platformDomain: Domain = {
  name: 'platform',
  seed: async () => {},
  handlers: {},
  contractRequests: {},
};
