// A page about one record (an order, a project, a message) reads the record's id from the address. Opened without
// one (a bookmark, a shared link, a reload that lost the query) or with one that does not exist or is not the
// user's, it never dead-ends: it offers the records it is about.
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../QueryState.tsx';
import { type Chooser, ChooserContext, type OwnChooser, RecordChooser } from './RecordChooser.tsx';

/**
 * The id of the page's record, or the records to choose from when the address names none:
 * `<ChooseRecord id={id} chooser={orderChooser}>{(id) => <OrderDetail id={id} />}</ChooseRecord>`. Inside, a
 * `QueryState` whose record is not found or not the user's offers the same records.
 */
export function ChooseRecord({
  id,
  chooser: declaration,
  children,
}: {
  id: string | undefined;
  chooser: Chooser | OwnChooser;
  children: (id: string) => ReactNode;
}) {
  return (
    <ChooserContext.Provider value={declaration}>
      {id ? children(id) : <RecordChooser prompt={`未指定${declaration.noun}，请从下面选择一条打开。`} />}
    </ChooserContext.Provider>
  );
}

/**
 * A page drawn from one loaded record: `<RecordPage id={id} chooser={messageChooser} load={(id) =>
 * getMessageQueryOptions({ path: { id } })}>{(message) => …}</RecordPage>`, with loading, not-found and error states.
 */
export function RecordPage<TData, TError, T, TKey extends QueryKey>({
  id,
  chooser: declaration,
  load,
  children,
}: {
  id: string | undefined;
  chooser: Chooser | OwnChooser;
  /** The record's query options: an SDK read, or a list narrowed by `select` to the record or null (not found). */
  load: (id: string) => UseQueryOptions<TData, TError, T, TKey>;
  children: (record: NonNullable<T>, id: string) => ReactNode;
}) {
  return (
    <ChooseRecord id={id} chooser={declaration}>
      {(id) => <LoadedRecord id={id} load={load} render={children} />}
    </ChooseRecord>
  );
}

function LoadedRecord<TData, TError, T, TKey extends QueryKey>({
  id,
  load,
  render,
}: {
  id: string;
  load: (id: string) => UseQueryOptions<TData, TError, T, TKey>;
  render: (record: NonNullable<T>, id: string) => ReactNode;
}) {
  const query = useQuery(load(id));
  return <QueryState query={query}>{(record) => render(record, id)}</QueryState>;
}
