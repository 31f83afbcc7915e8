// The usual operations over one table (paged list, list, detail, add, edit, delete, export), so that a domain
// declares a family in a few lines and writes by hand only what is particular to it.
import type { OperationId } from '@zc/sdk';
import { type AnyContext, type FileAnswer, type Handlers, queryOf } from './define.ts';
import { newestFirst, paginate } from './paging.ts';
import { newId, now } from './random.ts';
import { fail, type Row, type Table } from './store.ts';
import { xlsxExport } from './xlsx.ts';

type Query = Record<string, unknown>;

export interface ResourceOptions<T extends Row> {
  /** What the rows are called in messages (品牌, 公告…). */
  label: string;
  page?: OperationId;
  list?: OperationId;
  detail?: OperationId;
  add?: OperationId;
  edit?: OperationId;
  remove?: OperationId;
  export?: OperationId;
  /** Whether a row matches the query; by default every query field the rows have must match (text contains). */
  filter?: (row: T, query: Query, context: AnyContext) => boolean;
  /** Order of lists; newest createTime first by default. */
  order?: (rows: readonly T[]) => T[];
  /** The row an add makes from its body (defaults: a new id, createTime now, the body's fields). */
  create?: (body: Query, context: AnyContext) => T | Promise<T>;
  /** Checks before an add or an edit writes (a unique name…); throw with `fail` to refuse. */
  check?: (body: Query, existing: T | undefined) => void;
  /** Columns of the export. */
  columns?: [header: string, value: (row: T) => unknown][];
  /** Where the id of detail and delete is: the path parameter (default `id`). */
  idParam?: string;
  /** Default page size when the request gives none. */
  pageSize?: number;
}

const paging = new Set(['pageNum', 'pageSize', 'current', 'size', 'page', 'limit', 'orderByColumn', 'isAsc']);

/** Every query field the row has matches: text contains it, anything else equals it. */
export function matchesQuery(row: object, query: Query): boolean {
  return Object.entries(query).every(([key, wanted]) => {
    if (paging.has(key) || wanted === undefined || wanted === null || wanted === '' || !(key in row)) return true;
    const value = (row as Record<string, unknown>)[key];
    return typeof value === 'string' && typeof wanted === 'string'
      ? value.includes(wanted)
      : String(value) === String(wanted);
  });
}

export function resource<T extends Row>(table: Table<T>, options: ResourceOptions<T>): Handlers {
  const idOf = (context: AnyContext) => {
    const { path, body } = context.input;
    return path?.[options.idParam ?? 'id'] ?? (body?.id as string | undefined);
  };
  const rows = (context: AnyContext) => {
    const query = queryOf(context);
    const filter = options.filter ?? ((row: T, q: Query) => matchesQuery(row, q));
    const matching = table.all().filter((row) => filter(row, query, context));
    return options.order ? options.order(matching) : newestFirst(matching, 'createTime' as keyof T);
  };
  const handlers: Record<string, (context: AnyContext) => unknown> = {};
  if (options.page) {
    handlers[options.page] = (context) => paginate(rows(context), queryOf(context), options.pageSize);
  }
  if (options.list) handlers[options.list] = (context) => rows(context);
  if (options.detail) handlers[options.detail] = (context) => table.require(idOf(context), options.label);
  if (options.add) {
    handlers[options.add] = async (context) => {
      const body = context.input.body ?? {};
      options.check?.(body, undefined);
      const row = options.create
        ? await options.create(body, context)
        : ({ createTime: now(), ...body, id: newId() } as unknown as T);
      return table.insert(row);
    };
  }
  if (options.edit) {
    handlers[options.edit] = async (context) => {
      const body = context.input.body ?? {};
      const existing = table.require(idOf(context), options.label);
      options.check?.(body, existing);
      return table.update(existing.id, { ...body, id: existing.id } as Partial<T>);
    };
  }
  if (options.remove) {
    handlers[options.remove] = (context) => {
      const existing = table.require(idOf(context), options.label);
      table.remove(existing.id);
      return true;
    };
  }
  if (options.export) {
    const columns = options.columns;
    if (!columns) throw new Error(`${options.label}: an export needs its columns`);
    handlers[options.export] = (context): FileAnswer => xlsxExport(options.label, columns, rows(context));
  }
  return handlers as Handlers;
}

/** Refuses a second row with the same value of a field (names, codes…). */
export function unique<T extends Row>(table: Table<T>, field: keyof T, label: string) {
  return (body: Query, existing: T | undefined) => {
    const value = body[field as string];
    if (value === undefined) return;
    if (table.all().some((row) => row[field] === value && row.id !== existing?.id))
      fail(`${label}“${String(value)}”已存在`);
  };
}
