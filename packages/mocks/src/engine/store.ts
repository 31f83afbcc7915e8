// The mock backend's tables: rows kept in insertion order and by id, validated against their zod schemas, behind a small
// API that records every change since the seed, so the browser can keep the changes across reloads without storing the
// seed. Rows are plain arrays rather than @msw/data collections: a collection's create and update copy each row through
// its sanitiser and draft library, which was half of every seed (and the browser seeds on every page load).
import type { z } from 'zod';

export interface Row {
  id: string;
}

interface Change<T extends Row> {
  table: Table<T>;
  id: string;
  before: T | null;
  after: T | null;
}

/** Every change since the seed, per table: rows written (created or updated) and ids removed. */
export type Changes = Record<string, { written: Record<string, Row>; removed: string[] }>;

export class Table<T extends Row> {
  /** The rows in the order they were inserted; a row is replaced, never changed in place, when it is updated. */
  #rows: T[] = [];
  /**
   * The rows by id, made when a row is first asked for by id: most of the seed's rows are in tables it never looks up by
   * id while it loads, and indexing them was a tenth of it.
   */
  #byId: Map<string, T> | undefined;
  #journal: ((change: Change<T>) => void) | undefined;

  constructor(
    readonly name: string,
    readonly schema: z.ZodType<T>,
  ) {
    store.register(this as unknown as Table<Row>);
  }

  /** Called by the store: every write is journalled. */
  track(journal: (change: Change<T>) => void) {
    this.#journal = journal;
  }

  all(): readonly T[] {
    return this.#rows;
  }

  get(id: string | number | null | undefined): T | undefined {
    return id === null || id === undefined ? undefined : this.#index().get(String(id));
  }

  /** The row, or a business error naming what is missing. */
  require(id: string | number | null | undefined, what: string): T {
    const row = this.get(id);
    if (!row) throw new BusinessError(`${what}不存在或已删除`, 404);
    return row;
  }

  count(predicate?: (row: T) => boolean) {
    return predicate ? this.#rows.filter(predicate).length : this.#rows.length;
  }

  /**
   * The row when it matches the table's schema; a row that does not is a defect of the handler that wrote it. While the
   * deterministic seed loads, rows are taken as they are (a test checks every seeded row instead, so seeding stays fast).
   */
  checked(row: T): T {
    if (store.seeding) return row;
    const result = this.schema.safeParse(row);
    if (!result.success)
      throw new Error(`${this.name}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    return result.data;
  }

  /**
   * Stores a copy: the caller's object stays the caller's. The seed's rows are stored as they are, frozen and unchecked
   * (a test checks every seeded row and id instead): copying them was a quarter of every seed, and a row is replaced on
   * update, never changed in place. Synchronous, so the seed's twenty thousand inserts make no promise each.
   */
  insert(row: T): T {
    if (store.seeding) {
      const seeded = Object.freeze(row);
      this.#rows.push(seeded);
      this.#byId?.set(seeded.id, seeded);
      return seeded;
    }
    if (this.#index().has(row.id)) throw new BusinessError(`${this.name} ${row.id} 已存在`, 409);
    const created = structuredClone(this.checked(row));
    this.#rows.push(created);
    this.#index().set(created.id, created);
    this.#journal?.({ table: this, id: created.id, before: null, after: created });
    return created;
  }

  insertMany(rows: T[]) {
    for (const row of rows) this.insert(row);
  }

  async update(id: string, patch: Partial<T> | ((row: T) => void)): Promise<T> {
    const current = this.#index().get(id);
    if (!current) throw new BusinessError(`${this.name} ${id} 不存在`, 404);
    // While the seed loads, its rows are its own and frozen: a shallow copy takes the patch.
    const next = store.seeding ? { ...current } : structuredClone(current);
    if (typeof patch === 'function') patch(next);
    else Object.assign(next, store.seeding ? patch : structuredClone(patch));
    const updated = this.checked(next);
    this.#replace(current, updated);
    this.#journal?.({ table: this, id, before: current, after: updated });
    return updated;
  }

  /** Puts `row` back exactly as it was: fields written since are dropped. Only the store's rewind uses it. */
  async restore(row: T) {
    const current = this.#index().get(row.id);
    if (!current) return this.insert(row);
    const restored = structuredClone(row);
    this.#replace(current, restored);
    return restored;
  }

  remove(id: string): T | undefined {
    const current = this.#index().get(id);
    if (!current) return undefined;
    this.#rows.splice(this.#rows.indexOf(current), 1);
    this.#index().delete(id);
    this.#journal?.({ table: this, id, before: current, after: null });
    return current;
  }

  #index(): Map<string, T> {
    if (!this.#byId) {
      this.#byId = new Map();
      for (const row of this.#rows) this.#byId.set(row.id, row);
    }
    return this.#byId;
  }

  /** Empties the table. */
  clear() {
    this.#rows = [];
    this.#byId = undefined;
  }

  #replace(current: T, next: T) {
    this.#rows[this.#rows.indexOf(current)] = next;
    this.#index().set(next.id, next);
  }
}

/** Makes `row` hold exactly the fields of `source`. */
function replaceFields(row: Row, source: Row) {
  for (const key of Object.keys(row)) delete (row as unknown as Record<string, unknown>)[key];
  Object.assign(row, structuredClone(source));
}

/** A refusal the platform answers with its envelope: HTTP 200 and a code other than 0/200, unless `status` says. */
export class BusinessError extends Error {
  constructor(
    readonly msg: string,
    readonly code = 500,
    readonly status = 200,
  ) {
    super(msg);
  }
}

/**
 * Refuses the request with a Chinese message; nothing has been written when a handler throws before its writes. A row
 * the caller may not see or change (code 403) is refused as the role check refuses a call: HTTP 403 (spec 01 §8).
 */
export function fail(msg: string, code = 500): never {
  throw new BusinessError(msg, code, code === 403 ? 403 : 200);
}

class Store {
  #changes: Changes = {};
  #tracking = false;
  #undo: Change<Row>[] | null = null;
  /** Told of every change to `changes()`: a write since the seed, a rewind, a clear. */
  readonly listeners = new Set<() => void>();

  readonly #tables: Table<Row>[] = [];
  /** Each row changed since the seed as the seed had it (null: not in the seed), for `rewind`. */
  #seeded = new Map<Table<Row>, Map<string, Row | null>>();

  /** Every table joins the store when it is made; the store never looks past the rows' ids. */
  register(table: Table<Row>) {
    if (this.#tables.some((existing) => existing.name === table.name))
      throw new Error(`Two tables are named ${table.name}`);
    this.#tables.push(table);
    table.track((change) => this.#record(change));
  }

  /** Rows per table. */
  counts(): Record<string, number> {
    return Object.fromEntries(this.#tables.map((table) => [table.name, table.count()]));
  }

  #record(change: Change<Row>) {
    this.#undo?.push(change);
    if (!this.#tracking) return;
    const seeded = this.#seeded.get(change.table) ?? new Map<string, Row | null>();
    this.#seeded.set(change.table, seeded);
    if (!seeded.has(change.id)) seeded.set(change.id, change.before && structuredClone({ ...change.before }));
    const entry = this.#changes[change.table.name] ?? { written: {}, removed: [] };
    this.#changes[change.table.name] = entry;
    if (change.after) {
      entry.written[change.id] = structuredClone({ ...change.after });
      entry.removed = entry.removed.filter((removed) => removed !== change.id);
    } else {
      delete entry.written[change.id];
      // Only a row of the seed is removed from it: one made since is simply gone.
      if (seeded.get(change.id) !== null && !entry.removed.includes(change.id)) entry.removed.push(change.id);
    }
    this.#notify();
  }

  #notify() {
    for (const listener of this.listeners) listener();
  }

  /** From now on every change is kept in `changes()` and every write is validated (call it once the seed is in). */
  startTracking() {
    this.#tracking = true;
  }

  /** True while the seed loads. */
  get seeding() {
    return !this.#tracking;
  }

  /** Every table, for checks over the whole store. */
  tables(): readonly Table<Row>[] {
    return this.#tables;
  }

  changes(): Changes {
    return this.#changes;
  }

  /** Runs `work`; when it throws, every write it made is undone, so a refused request leaves no partial write. */
  async transaction<R>(work: () => R | Promise<R>): Promise<R> {
    const undo: Change<Row>[] = [];
    this.#undo = undo;
    try {
      return await work();
    } catch (error) {
      // Undoing goes through the tables too, so the kept changes end as the restored rows.
      this.#undo = null;
      for (const { table, id, before, after } of undo.reverse()) {
        if (after && !before) table.remove(id);
        else if (before && !after) await table.insert(before);
        // The row as it was, field for field: a field the request added goes too (a merge would keep it).
        else if (before) await table.update(id, (row) => replaceFields(row, before));
      }
      throw error;
    } finally {
      this.#undo = null;
    }
  }

  /** Writes that stand even when the request is then refused (a failed login still counts). */
  async keep<R>(work: () => Promise<R>): Promise<R> {
    const undo = this.#undo;
    this.#undo = null;
    try {
      return await work();
    } finally {
      this.#undo = undo;
    }
  }

  /** Replays changes saved by an earlier session on top of the seed. */
  async apply(changes: Changes) {
    for (const [name, { written, removed }] of Object.entries(changes)) {
      const table = this.#tables.find((candidate) => candidate.name === name);
      if (!table) continue;
      for (const id of removed) table.remove(id);
      for (const row of Object.values(written)) {
        if (table.get(row.id)) await table.update(row.id, row);
        else await table.insert(row);
      }
    }
  }

  /**
   * Back to the seed by undoing only what changed since, in milliseconds where seeding again takes about a second: tests
   * start each case from the seed this way.
   */
  async rewind() {
    this.#tracking = false;
    for (const [table, rows] of this.#seeded)
      for (const [id, row] of rows) {
        if (row) await table.restore(row);
        else table.remove(id);
      }
    this.#seeded = new Map();
    this.#changes = {};
    this.#tracking = true;
    this.#notify();
  }

  /** Empties every table; the listeners hear it, as the changes since the seed are gone with it. */
  clear() {
    for (const table of this.#tables) table.clear();
    this.#changes = {};
    this.#seeded = new Map();
    this.#tracking = false;
    this.#notify();
  }
}

/** The one store of the mock backend: every table, its change journal and its transactions. */
export const store = new Store();
