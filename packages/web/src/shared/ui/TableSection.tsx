import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { completeList, DataTable } from './DataTable/DataTable.tsx';

/** A titled table of everything a detail answer holds (lines, invoices, changes): one page, nothing to page through. */
export function TableSection<T>({
  label,
  columns,
  records,
  summary,
}: {
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: accessor columns of different value types only fit ColumnDef<T, any>
  columns: ColumnDef<T, any>[];
  records: T[];
  /** A line under the table (a total). */
  summary?: ReactNode;
}) {
  return (
    <section aria-label={label} className="flex flex-col gap-2 rounded bg-white p-4">
      <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">{label}</h3>
      <DataTable label={label} columns={columns} {...completeList(records)} />
      {summary && <p className="text-right text-sm text-slate-600">{summary}</p>}
    </section>
  );
}
