import type { Domain } from '../../engine/define.ts';
import { adminContractRequests } from './admin-contract.ts';
import { adminHandlers } from './admin-handlers.ts';
import { accountContractRequests } from './contract.ts';
import { accountHandlers } from './handlers.ts';
import { orgHandlers } from './org-handlers.ts';
import { registrationHandlers } from './registration.ts';
import { registrationContractRequests } from './registration-contract.ts';
import { roleContractRequests, roleHandlers } from './role-handlers.ts';
import { seedAccounts } from './seed.ts';
import { supplierHandlers } from './supplier-handlers.ts';
import { wecomHandlers } from './wecom-handlers.ts';

/** Users, organisations, roles, menus and sign-in (auth, users-orgs, roles, supplier). */
export const accountsDomain: Domain = {
  name: 'accounts',
  seed: seedAccounts,
  handlers: { ...accountHandlers, ...adminHandlers, ...roleHandlers, ...supplierHandlers },
  contractRequests: { ...accountContractRequests, ...adminContractRequests, ...roleContractRequests },
};
Object.assign(accountsDomain.handlers, registrationHandlers, orgHandlers, wecomHandlers);
Object.assign(accountsDomain.contractRequests, registrationContractRequests);
