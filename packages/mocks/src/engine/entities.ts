// Zod schemas of the stored rows: the SDK's, generated from the spec's own entity schemas, so the store holds exactly
// what the API answers and the spec stays the one place an entity is described.

import type { components } from '@zc/sdk';
import * as schemas from '@zc/sdk/schemas';
import type { z } from 'zod';

export type Entity<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The zod schema of one entity of the spec (`components.schemas[name]`). */
export function entitySchema<Name extends keyof components['schemas']>(name: Name): z.ZodType<Entity<Name>> {
  const schema = (schemas as Record<string, z.ZodType | undefined>)[
    `${name.charAt(0).toLowerCase()}${name.slice(1)}Schema`
  ];
  if (!schema) throw new Error(`The spec has no schema ${name}`);
  return schema as z.ZodType<Entity<Name>>;
}
