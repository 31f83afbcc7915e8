// How a domain declares its handlers: one function per operationId, typed from the SDK's generated types.
import type { Data, Input, OperationId } from '@zc/sdk';
import type { ContractRequests } from './contract.ts';
import type { TokenClaims } from './jwt.ts';
import type { SeedFaker } from './seed-faker.ts';

/** A file answer of a download operation. */
export interface FileAnswer {
  fileName: string;
  contentType: string;
  body: Uint8Array | string;
}

type Answer<K extends OperationId> = Data<K> extends { blob: Blob } ? FileAnswer : Data<K>;

export interface Context<K extends OperationId> {
  /** Path, query and body, validated against the spec (query values coerced to their types). */
  input: Required<Pick<Input<K>, never>> & Input<K>;
  /** The signed-in user's token claims; null on public operations called without a token. */
  session: TokenClaims | null;
  request: Request;
  /** Files of a multipart body, by field name. */
  files: Record<string, File[]>;
}

/** The fields of a query or a body, as a helper that serves many operations reads them. */
export type Fields = Record<string, unknown>;

/**
 * The context of a helper that serves many operations (a family's lists and saves, the usual order query): every
 * handler's context is one, its input read part by part where the operation has that part.
 */
export interface AnyContext extends Omit<Context<OperationId>, 'input'> {
  input: { path?: Record<string, string | number>; query?: Fields; body?: Fields };
}

/** The context of an operation that names its row by the path's `id`. */
export type RowContext = AnyContext & { input: { path: { id: string } } };

/** The address a request came from, as a proxy in front of the backend forwards it. */
export const clientIp = (request: Request) =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1';

/** The query of any operation; an operation without one has none. */
export const queryOf = (context: AnyContext): Fields => context.input.query ?? {};

export type Handler<K extends OperationId> = (context: Context<K>) => Answer<K> | Promise<Answer<K>>;
export type Handlers = { [K in OperationId]?: Handler<K> };

export const defineHandlers = <H extends Handlers>(handlers: H) => handlers;

/** Who may call what, beyond having a valid token: a refusal message, or null to let the call through. */
export type AccessRule = (operationId: OperationId, session: TokenClaims) => string | null;

/** One area of the backend: how its tables are seeded, its handlers, and its contract requests. */
export interface Domain {
  name: string;
  /** Seeds the domain's tables, after the domains it builds on, from a faker seeded from the domain's name. */
  seed(faker: SeedFaker): Promise<void>;
  handlers: Handlers;
  contractRequests: ContractRequests;
}
