// Every domain's contract requests, for the contract suite.
import { accountContractRequests } from './domains/accounts/contract.ts';
import type { ContractRequests } from './engine/contract.ts';

export const contractRequests: ContractRequests = { ...accountContractRequests };
