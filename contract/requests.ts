// Builds the requests of the contract suite from the spec: a realistic one from the schemas' examples (or a
// domain's own contract request), and a malformed one that a backend must refuse with the 400 envelope.
import { openapi } from '@zc/sdk/spec';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
export interface SpecOperation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}

export function resolve<T>(node: T | { $ref: string }): T {
  let current: unknown = node;
  while (current && typeof current === 'object' && '$ref' in current && typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key.replaceAll('~1', '/')], openapi);
  }
  return current as T;
}

/** A value the schema accepts, from its examples when it has some. */
export function exampleOf(node: Schema, depth = 0): unknown {
  const schema = resolve(node);
  if (schema.examples?.length) return structuredClone(schema.examples[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.allOf?.[0] ?? schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return exampleOf(variant, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 4) return {};
      const entries = Object.entries(schema.properties ?? {}).filter(([name]) => schema.required?.includes(name));
      return Object.fromEntries(entries.map(([name, property]) => [name, exampleOf(property, depth + 1)]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items ?? {}, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'binary'
        ? new Blob(['contract'], { type: 'text/plain' })
        : 'x'.repeat(schema.minLength ?? 1);
    default:
      return null;
  }
}

export const parametersOf = (operation: SpecOperation) =>
  (operation.parameters ?? []).map((p) => resolve<Parameter>(p));

export interface BuiltRequest {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A request made of the spec's examples: required parameters and the body's required fields. */
export function exampleRequest(operation: SpecOperation): BuiltRequest {
  const parameters = parametersOf(operation);
  const pick = (location: string) =>
    Object.fromEntries(
      parameters
        .filter((p) => p.in === location && (p.required || location === 'path'))
        .map((p) => [p.name, exampleOf(p.schema ?? {})]),
    );
  const media = operation.requestBody?.content;
  const schema = media?.['application/json']?.schema ?? media?.['multipart/form-data']?.schema;
  return { path: pick('path'), query: pick('query'), body: schema ? exampleOf(schema) : undefined };
}

export const contentTypeOf = (operation: SpecOperation) => Object.keys(operation.requestBody?.content ?? {})[0];

/**
 * A request the backend must refuse: a required query parameter left out, a body of the wrong type, or a required
 * file missing. Null when the operation takes nothing that can be malformed.
 */
export function malformedRequest(operation: SpecOperation, realistic: BuiltRequest): BuiltRequest | null {
  const requiredQuery = parametersOf(operation).find((p) => p.in === 'query' && p.required);
  if (requiredQuery) {
    const { [requiredQuery.name]: _, ...query } = realistic.query ?? {};
    return { ...realistic, query };
  }
  const type = contentTypeOf(operation);
  if (type === 'application/json') {
    const schema = resolve(operation.requestBody?.content[type]?.schema ?? {});
    return { ...realistic, body: schema.type === 'array' ? { not: 'an array' } : ['not', 'an', 'object'] };
  }
  if (type === 'multipart/form-data') return { ...realistic, body: {} };
  return null;
}

/** Fetch arguments for a request. */
export function toFetch(
  base: string,
  method: string,
  pathTemplate: string,
  request: BuiltRequest,
  contentType?: string,
) {
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(request.path?.[name] ?? '')),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) query.append(name, String(item));
  }
  const url = `${base}${path}${query.size ? `?${query}` : ''}`;
  const init: RequestInit = { method: method.toUpperCase(), headers: {} };
  if (request.body !== undefined && contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        // A File keeps its own name (upload rules check the extension); a bare Blob becomes a text file.
        const file =
          item instanceof File
            ? item
            : item instanceof Blob
              ? new File([item], 'contract.txt', { type: item.type })
              : null;
        form.append(name, file ?? String(item));
      }
    }
    init.body = form;
  } else if (request.body !== undefined) {
    init.body = JSON.stringify(request.body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return { url, init };
}
