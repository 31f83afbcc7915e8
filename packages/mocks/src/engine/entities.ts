// Zod schemas of the stored rows, made from the spec's own entity schemas: the store holds exactly what the API
// answers, and the spec stays the one place an entity is described.

import type { components } from '@zc/sdk';
import { openapi } from '@zc/sdk/spec';
import { z } from 'zod';

export type Entity<Name extends keyof components['schemas']> = components['schemas'][Name];

const rewrite = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', '#/$defs/') : rewrite(value),
    ]),
  );
};

let definitions: Record<string, unknown> | undefined;

/**
 * The zod schema of one entity of the spec (`components.schemas[name]`), built the first time a row is checked:
 * building all of them takes about a second, which every start of the mock backend (each page load in the browser,
 * each test file) would otherwise pay before the first request.
 */
export function entitySchema<Name extends keyof components['schemas']>(name: Name): z.ZodType<Entity<Name>> {
  const schemas = (openapi as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas;
  if (!schemas[name]) throw new Error(`The spec has no schema ${name}`);
  return z.lazy(() => {
    definitions ??= rewrite(schemas) as Record<string, unknown>;
    return z.fromJSONSchema({ $ref: `#/$defs/${name}`, $defs: definitions } as never);
  }) as unknown as z.ZodType<Entity<Name>>;
}
