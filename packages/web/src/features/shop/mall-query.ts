// Queries of the mall's first pages. They are built here over the SDK's operations rather than taken from
// `@zc/sdk/react`: the build puts every hook the app shares into one chunk (34 KB gzip), which would take the mall home
// over its 150 KB budget. The keys are the SDK's own, so its mutations refresh these queries too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Data, type Input, type Operation, type OperationId, queryKeyOf } from '@zc/sdk';

type Call<K extends OperationId> = (input: Input<K> | undefined, options: { signal: AbortSignal }) => Promise<Data<K>>;

export const mallQueryOptions = <K extends OperationId>(operation: Operation<K>, input?: Input<K>) =>
  queryOptions({
    queryKey: queryKeyOf(operation, input),
    queryFn: ({ signal }) => (operation as unknown as Call<K>)(input, { signal }),
  });

/** `useMallQuery(queryNavigation)`: the operation's answer, cached under the SDK's key. */
export const useMallQuery = <K extends OperationId>(
  operation: Operation<K>,
  input?: Input<K>,
  options: { enabled?: boolean } = {},
) => useQuery({ ...mallQueryOptions(operation, input), ...options });
