// What the contract suite needs from a domain beyond its handlers: a realistic request for operations whose
// spec examples are not enough (an id that exists in the seed, a row in the right state), and who makes it.
import type { Input, OperationId } from '@zc/sdk';
import type { SeededRole } from '../domains/accounts/seed.ts';

/** What a request may ask of the server it is made for (the in-process mock or a live one), as a client would. */
export interface ContractClient {
  /** Has the server send an SMS code with the operation that sends it, and reads it from the mock's QA endpoint. */
  smsCode(send: OperationId, phone: string): Promise<string>;
}

export interface ContractRequest<K extends OperationId> {
  /** The seeded account that makes the call (default: admin, or the supplier on supplier paths). */
  as?: SeededRole;
  input: (client: ContractClient) => Input<K> | Promise<Input<K>>;
}

export type ContractRequests = { [K in OperationId]?: ContractRequest<K> };
export const defineContractRequests = <R extends ContractRequests>(requests: R) => requests;
