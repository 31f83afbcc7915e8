// Every domain's contract requests, for the contract suite.
import type { SeededRole } from './domains/accounts/seeded-accounts.ts';
import { domains } from './domains/index.ts';
import type { ContractRequests } from './engine/contract.ts';

/** Each domain defines its requests with `defineContractRequests`, which holds them to the seeded roles. */
export const contractRequests: ContractRequests<SeededRole> = Object.assign(
  {},
  ...domains.map((domain) => domain.contractRequests),
);
