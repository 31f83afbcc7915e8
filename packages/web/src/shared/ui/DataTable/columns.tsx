// A table's columns as one declaration, a line each: a field and its header, a header and a format, or a cell of the
// page's own. Rows stay one line high: text is truncated with the full text on hover.
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '@/shared/format/date.ts';
import { type Labels, labelOf } from '@/shared/format/labels.ts';
import { EMPTY, formatMoney } from '@/shared/format/money.ts';

type Format = 'dateTime' | 'date' | 'money';

interface ColumnOptions<Row> {
  header: string;
  /** The cell from the whole row; a field's value is shown as it is by default. */
  cell?: (row: Row) => ReactNode;
  format?: Format | Labels;
  align?: 'left' | 'center' | 'right';
  /** Tailwind width classes of the cells ('w-40', 'min-w-56'). */
  className?: string;
}

/**
 * A column: its header (`'品牌名称'`), a header and a format (`['提交时间', 'dateTime']`, `['状态', statusLabels]`), or
 * its options. A key that is not a field of the row is a column of the page's own and needs a `cell`.
 */
export type ColumnSpec<Row> = string | [header: string, format: Format | Labels] | ColumnOptions<Row>;

const formatters: Record<Format, (value: never) => string> = {
  dateTime: formatDateTime,
  date: formatDate,
  money: formatMoney,
};

function show(value: unknown, format: Format | Labels | undefined): ReactNode {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof format === 'string') return formatters[format](value as never);
  if (format) return labelOf(format, value as string | number);
  return truncated(String(value));
}

/** One line, cut with … and the whole text on hover: rows stay one line high. */
const truncated = (text: string) => (
  <span className="block max-w-64 truncate" title={text}>
    {text}
  </span>
);

/**
 * The columns of a table over rows of one type:
 * `columnsOf<Brand>({ name: '品牌名称', auditStatus: ['审核状态', brandAuditStatusLabels], createTime: ['提交时间', 'dateTime'] })`.
 */
export function columnsOf<Row>(
  specs: Partial<Record<keyof Row | (string & {}), ColumnSpec<Row>>>,
): ColumnDef<Row, unknown>[] {
  return Object.entries(specs).flatMap(([id, spec]) => {
    if (!spec) return [];
    const options: ColumnOptions<Row> =
      typeof spec === 'string' ? { header: spec } : Array.isArray(spec) ? { header: spec[0], format: spec[1] } : spec;
    const { header, cell, format, className } = options;
    const align = options.align ?? (format === 'money' ? 'right' : undefined);
    return [
      {
        id,
        header,
        accessorFn: (row: Row) => (row as Record<string, unknown>)[id],
        cell: ({ row, getValue }) => {
          if (!cell) return show(getValue(), format);
          const content = cell(row.original);
          return typeof content === 'string' ? truncated(content) : content;
        },
        meta: { align, className: `whitespace-nowrap ${className ?? ''}`.trim() },
      } satisfies ColumnDef<Row, unknown>,
    ];
  });
}
