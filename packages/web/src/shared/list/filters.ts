// The filters of a list page, declared once: the declaration types the route's search (`listSearch`), parses it and,
// through `useList`, makes the page's filter bar and the call's query. It loads with its page, never with the route
// tree.
import type { Labels } from '../format/labels.ts';

interface FilterBase<V> {
  label: string;
  placeholder?: string;
  /** Only types the value; never set. */
  readonly value?: V;
}
export type Filter<V = unknown> =
  | (FilterBase<V> & { kind: 'text' | 'number' | 'date' })
  /** Options are the labels given, or the operation's own enum labels (only the values `only` names, if given). */
  | (FilterBase<V> & { kind: 'select'; labels?: Labels; only?: readonly (string | number)[] })
  /** From this parameter to `to`, both dates. */
  | (FilterBase<V> & { kind: 'dateRange'; to: string });

export type FilterDeclaration = Record<string, Filter>;

/** A search text (a name, a number): as typed, trimmed. */
export const text = (label: string, placeholder?: string): Filter<string> => ({ kind: 'text', label, placeholder });
/** A number (an amount, a year). */
export const number = (label: string): Filter<number> => ({ kind: 'number', label });
/**
 * One of the operation's enum values, with its Chinese label: `select('项目状态', [3, 4])` offers only those two,
 * `select('综合评分', { 5: '5 星' })` labels of its own.
 */
export const select = <V extends string | number = number>(
  label: string,
  choices?: Labels | readonly V[],
): Filter<V> =>
  Array.isArray(choices)
    ? { kind: 'select', label, only: choices as readonly (string | number)[] }
    : { kind: 'select', label, labels: choices as Labels | undefined };
/** A day, `YYYY-MM-DD`. */
export const date = (label: string): Filter<string> => ({ kind: 'date', label });
/** A period: this parameter is its first day, `to` its last. */
export const dateRange = <const To extends string>(label: string, to: To): Filter<string> & { to: To } => ({
  kind: 'dateRange',
  label,
  to,
});

type ValueOf<F> = F extends Filter<infer V> ? V : never;
type RangeEnds<D> = { [K in keyof D]: D[K] extends { to: infer To extends string } ? To : never }[keyof D];

/** A list's search: its page, its page size (the operation's default when absent) and the filters in force. */
export type ListSearch<D extends FilterDeclaration> = { page?: number; size?: number } & {
  [K in keyof D]?: ValueOf<D[K]>;
} & { [K in RangeEnds<D>]?: string };

const day = /^\d{4}-\d{2}-\d{2}$/;
const digits = /^-?\d+$/;

const whole = (value: unknown, max: number) => {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= max ? parsed : undefined;
};
const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() || undefined : typeof value === 'number' ? String(value) : undefined;
const dayOf = (value: unknown) => (typeof value === 'string' && day.test(value) ? value : undefined);

/** A value of the URL (a string, or what JSON made of it) as the filter's type, or undefined. */
function parseValue(filter: Filter, value: unknown): unknown {
  switch (filter.kind) {
    case 'text':
      return textOf(value);
    case 'number': {
      const parsed =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
      return Number.isFinite(parsed) ? parsed : undefined;
    }
    case 'select': {
      // Enum codes are small numbers or words; 19-digit ids stay strings (parseSearch keeps them exact).
      const raw = textOf(value);
      return raw !== undefined && digits.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : raw;
    }
    default:
      return dayOf(value);
  }
}

/** The page size a URL may ask for: the spec's largest (500). */
const maxPageSize = 500;

/** A list's filters: `search` is the route's `validateSearch`; `useList` reads the rest. */
export interface Filters<D extends FilterDeclaration> {
  declaration: D;
  search: (raw: Record<string, unknown>) => ListSearch<D>;
}

/**
 * Declares a list's filters: `defineFilters({ orderNo: text('订单编号'), status: select('订单状态') })`. Unknown
 * search params are dropped; a value that does not parse is left out, never an error.
 */
export function defineFilters<const D extends FilterDeclaration>(declaration: D): Filters<D> {
  const search = (raw: Record<string, unknown>) => {
    const parsed: Record<string, unknown> = {
      page: whole(raw.page, Number.MAX_SAFE_INTEGER),
      size: whole(raw.size, maxPageSize),
    };
    for (const [name, filter] of Object.entries(declaration)) {
      parsed[name] = parseValue(filter, raw[name]);
      if (filter.kind === 'dateRange') parsed[filter.to] = dayOf(raw[filter.to]);
    }
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as ListSearch<D>;
  };
  return { declaration, search };
}
