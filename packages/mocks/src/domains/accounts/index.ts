import type { Domain } from '../../engine/define.ts';
import { accountContractRequests } from './contract.ts';
import { accountHandlers } from './handlers.ts';
import { seedAccounts } from './seed.ts';

/** Users, organisations, roles, menus and sign-in (auth, users-orgs, roles, supplier). */
export const accountsDomain: Domain = {
  name: 'accounts',
  seed: seedAccounts,
  handlers: accountHandlers,
  contractRequests: accountContractRequests,
};
