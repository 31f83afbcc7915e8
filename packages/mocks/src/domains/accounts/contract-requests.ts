// How a domain writes its contract requests: each made as one of the seeded accounts, named by its role.
import type { ContractRequests } from '../../engine/contract.ts';
import type { SeededRole } from './seeded-accounts.ts';

export const defineContractRequests = <R extends ContractRequests<SeededRole>>(requests: R) => requests;
