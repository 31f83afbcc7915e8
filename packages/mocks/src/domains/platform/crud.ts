// The administration families of content and system settings: `resource()` for lists, details and deletes, and
// adds and edits that fill the fields a server derives (names of referenced rows, totals, times).
import type { AnyContext, Handlers } from '../../engine/define.ts';
import { newId, now } from '../../engine/random.ts';
import { type ResourceOptions, resource } from '../../engine/resource.ts';
import type { Row, Table } from '../../engine/store.ts';

type Body = Record<string, unknown>;

export interface FamilyOptions<T extends Row> extends Omit<ResourceOptions<T>, 'create'> {
  /** Fields of a new row the body does not give (defaults). */
  defaults?: Partial<T>;
  /** Fields the server derives from the body (names, totals…), on add and edit; may refuse with `fail`. */
  derive?: (body: Body, existing: T | undefined, context: AnyContext) => Partial<T>;
  /** Whether rows carry a createTime (default) set on add. */
  createTime?: boolean;
}

export function family<T extends Row>(table: Table<T>, options: FamilyOptions<T>): Handlers {
  const { edit, defaults, derive, createTime = true, ...rest } = options;
  const handlers = resource(table, {
    ...rest,
    create: (body, context) =>
      ({
        ...(createTime && { createTime: now() }),
        ...defaults,
        ...body,
        ...derive?.(body, undefined, context),
        id: newId(),
      }) as unknown as T,
  }) as Record<string, unknown>;
  if (edit) {
    handlers[edit] = async (context: AnyContext) => {
      const body = context.input.body ?? {};
      const existing = table.require(body.id as string, options.label);
      options.check?.(body, existing);
      const patch = { ...body, ...derive?.(body, existing, context), id: existing.id } as Partial<T>;
      return table.update(existing.id, patch);
    };
  }
  return handlers as Handlers;
}

/** Lists ordered by their sort field, then newest first. */
export const bySort = <T extends { sort?: number; createTime?: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || (b.createTime ?? '').localeCompare(a.createTime ?? ''));
