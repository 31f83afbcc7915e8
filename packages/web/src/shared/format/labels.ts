import { EMPTY } from './money.ts';

/** A code-to-name table of a state or type (`{ 0: '待审核', 1: '审核通过' }`). */
export type Labels = Readonly<Record<string | number, string>>;

/** The name of a code, or '--'. */
export const labelOf = (labels: Labels, code: string | number | null | undefined) =>
  code === null || code === undefined ? EMPTY : (labels[code] ?? String(code));

/** The entries of a table for some of its codes, in the order given. */
export const labelsOnly = (labels: Labels, codes: readonly (string | number)[]): Labels =>
  Object.fromEntries(codes.map((code) => [code, labels[code] ?? String(code)]));

/** The options of a select or a filter, in the table's order. */
export const optionsOf = (labels: Labels) => Object.entries(labels).map(([value, label]) => ({ value, label }));
