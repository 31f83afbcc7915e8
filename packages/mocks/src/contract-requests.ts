// Every domain's contract requests, for the contract suite.
import { domains } from './domains/index.ts';
import type { ContractRequests } from './engine/contract.ts';

export const contractRequests: ContractRequests = Object.assign(
  {},
  ...domains.map((domain) => domain.contractRequests),
);
