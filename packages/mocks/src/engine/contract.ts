// What the contract suite needs from a domain beyond its handlers: a realistic request for operations whose
// spec examples are not enough (an id that exists in the seed, a row in the right state), and who makes it.
import type { Input, OperationId } from '@zc/sdk';

/** What a request may ask of the server it is made for (the in-process mock or a live one), as a client would. */
export interface ContractClient {
  /** Has the server send an SMS code with the operation that sends it, and reads it from the mock's QA endpoint. */
  smsCode(send: OperationId, phone: string): Promise<string>;
}

export interface ContractRequest<K extends OperationId, Role extends string = string> {
  /** The seeded account that makes the call, by its role (default: admin, or the supplier on supplier paths). */
  as?: Role;
  input: (client: ContractClient) => Input<K> | Promise<Input<K>>;
}

/** The requests of a domain, made as the accounts `Role` names (the accounts domain's seeded roles). */
export type ContractRequests<Role extends string = string> = { [K in OperationId]?: ContractRequest<K, Role> };
