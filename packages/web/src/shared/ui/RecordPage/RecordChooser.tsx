// The records a record page is about, offered when it has none to show: the same list as the page it is opened
// from, searchable, one click to open.
import type { ColumnDef } from '@tanstack/react-table';
import type { Operation, OperationId } from '@zc/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import type { FilterDeclaration, Filters } from '@/shared/list/filters.ts';
import { type RowOf, type UseListOptions, useLocalList } from '@/shared/list/use-list.ts';
import { useSetPageSearch } from '@/shared/page/page.tsx';
import { Button } from '../Button.tsx';
import { ListPage } from '../ListPage/ListPage.tsx';
import { withoutFilter } from '../ListPage/StateTabs.tsx';

export interface Chooser<K extends OperationId = OperationId, D extends FilterDeclaration = FilterDeclaration> {
  /** What the records are, as the prompt names them: '消息', '订单'. */
  noun: string;
  /** The call listing them (the list the page is opened from) and its filters. */
  operation: Operation<K>;
  filters: Filters<D>;
  /** Fixed parameters: the states this page is about. */
  query?: UseListOptions<K>['query'];
  /**
   * The filters it starts from, when the page is about several states that one parameter cannot name at once: the
   * first of them, `{ status: 3 }`, with a select of only those states (`select('订单状态', [0, 2, 3])`).
   */
  initial?: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: accessor columns of different value types only fit ColumnDef<T, any>
  columns: ColumnDef<RowOf<K>, any>[];
  /** The page's search that opens a row: `(message) => ({ id: message.id })`. */
  open: (row: RowOf<K>) => Record<string, unknown>;
  /** A row's name, read out by its 打开 button. */
  name: (row: RowOf<K>) => string;
}

/**
 * Records chosen a page's own way, where a table is not what its visitor expects (the mall's goods cards): each opens
 * the page itself, as a row's 打开 does.
 */
export interface OwnChooser {
  noun: string;
  choices: ReactNode;
}

/** Declares a page's chooser with its row type inferred from the operation. */
export const chooser = <K extends OperationId, D extends FilterDeclaration>(declaration: Chooser<K, D>) =>
  declaration as unknown as Chooser;

/** The chooser of the record page around, for a not-found record deep inside it. */
export const ChooserContext = createContext<Chooser | OwnChooser | null>(null);

/** The records to choose from, under a prompt: the same list as the page it is opened from, kept in the page. */
export function RecordChooser({ prompt }: { prompt: string }) {
  const declaration = useContext(ChooserContext);
  const setSearch = useSetPageSearch();
  if (!declaration) return null;
  return (
    <section aria-label={`选择${declaration.noun}`} className="flex flex-col gap-3">
      <p className="rounded bg-white px-4 py-3 text-sm text-slate-600">{prompt}</p>
      {'choices' in declaration ? (
        declaration.choices
      ) : (
        <ChooserList declaration={declaration} open={(row) => setSearch(declaration.open(row))} />
      )}
    </section>
  );
}

function ChooserList({ declaration, open }: { declaration: Chooser; open: (row: RowOf<OperationId>) => void }) {
  const { noun, operation, filters, query, initial, columns, name } = declaration;
  // A state the page is about is fixed: its filter would only offer records the page is not about.
  const list = Object.keys(query ?? {}).reduce(withoutFilter, useLocalList(operation, filters, { query }, initial));
  const withOpen = [
    ...columns,
    {
      id: 'actions',
      header: '操作',
      cell: ({ row }: { row: { original: RowOf<OperationId> } }) => (
        <Button
          variant="text"
          size="sm"
          aria-label={`打开${noun}：${name(row.original)}`}
          onClick={() => open(row.original)}
        >
          打开
        </Button>
      ),
    },
  ];
  return <ListPage label={`可选${noun}`} list={list} columns={withOpen} />;
}
