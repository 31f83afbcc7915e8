// Types that turn the generated `operations` into each operation's input and data, and the factory the generated
// functions are made with.
import { type CallInput, type CallOptions, call, type Download, type OperationMeta } from './call.ts';
import type { components, operations } from './generated/schema.gen.ts';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type BodyOf<K extends OperationId> = [NonNullable<Op<K>['requestBody']>] extends [never]
  ? { body?: never }
  : Op<K> extends { requestBody: { content: infer C } }
    ? { body: C[keyof C] }
    : { body?: NonNullable<Op<K>['requestBody']> extends { content: infer C } ? C[keyof C] : never };

/** What an operation takes: its path and query parameters and its body, under the names the spec gives them. */
export type Input<K extends OperationId> = Omit<Op<K>['parameters'], 'header' | 'cookie'> & BodyOf<K>;

type OkContent<K extends OperationId> = Op<K>['responses'] extends { 200: { content: infer C } } ? C : never;
/** The success envelope of a JSON answer: the refusal envelope beside it becomes an `ApiError`, never data. */
type Success<K extends OperationId> = Exclude<OkContent<K>[keyof OkContent<K>], components['schemas']['Refusal']>;
/** What an operation answers: the envelope's `data`, or the downloaded file (whose refusal alone is JSON). */
export type Data<K extends OperationId> = [keyof OkContent<K>] extends ['application/json']
  ? Success<K> extends { data: infer D }
    ? D
    : never
  : Download;

type RequiredKeys<T> = { [P in keyof T]-?: undefined extends T[P] ? never : P }[keyof T];
/** The input may be left out when nothing in it is required. */
export type InputArgs<K extends OperationId> =
  RequiredKeys<Input<K>> extends never
    ? [input?: Input<K>, options?: CallOptions]
    : [input: Input<K>, options?: CallOptions];

export interface Operation<K extends OperationId> {
  (...args: InputArgs<K>): Promise<Data<K>>;
  readonly meta: OperationMeta & { operationId: K };
}

export function operation<K extends OperationId>(meta: OperationMeta & { operationId: K }): Operation<K> {
  const run = (input?: Input<K>, options?: CallOptions) => call<Data<K>>(meta, (input ?? {}) as CallInput, options);
  return Object.assign(run, { meta }) as unknown as Operation<K>;
}

/** Calls an operation whose input the caller holds as a value (hooks pass it through untouched). */
export const invoke = <K extends OperationId>(operation: Operation<K>, input?: Input<K>, options?: CallOptions) =>
  (operation as unknown as (input?: Input<K>, options?: CallOptions) => Promise<Data<K>>)(input, options);
