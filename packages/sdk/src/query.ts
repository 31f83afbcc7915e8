// TanStack Query over the generated operations: query keys start with the domain tag, so a mutation refreshes
// every query of the domains it changed.
import {
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from './envelope.ts';
import { type Data, type Input, invoke, type Operation, type OperationId } from './operation.ts';

export const queryKeyOf = <K extends OperationId>(operation: Operation<K>, input?: Input<K>) =>
  [operation.meta.tag, operation.meta.operationId, input ?? {}] as const;

export function operationQueryOptions<K extends OperationId>(operation: Operation<K>, input?: Input<K>) {
  return queryOptions<Data<K>, ApiError, Data<K>, ReturnType<typeof queryKeyOf<K>>>({
    queryKey: queryKeyOf(operation, input),
    queryFn: ({ signal }) => invoke(operation, input, { signal }),
  });
}

export type QueryHookOptions<K extends OperationId> = Omit<
  UseQueryOptions<Data<K>, ApiError, Data<K>, ReturnType<typeof queryKeyOf<K>>>,
  'queryKey' | 'queryFn'
>;

type RequiredKeys<T> = { [P in keyof T]-?: undefined extends T[P] ? never : P }[keyof T];
/** A query hook's input may be left out when nothing in it is required. */
export type QueryArgs<K extends OperationId> =
  RequiredKeys<Input<K>> extends never
    ? [input?: Input<K>, options?: QueryHookOptions<K>]
    : [input: Input<K>, options?: QueryHookOptions<K>];

export function useOperationQuery<K extends OperationId>(
  operation: Operation<K>,
  input?: Input<K>,
  options?: QueryHookOptions<K>,
) {
  return useQuery({ ...operationQueryOptions(operation, input), ...options });
}

/** Refreshes every query of a domain. */
export const invalidateTag = (queryClient: QueryClient, tag: string) =>
  queryClient.invalidateQueries({ queryKey: [tag] });

export type MutationHookOptions<K extends OperationId> = UseMutationOptions<Data<K>, ApiError, Input<K>> & {
  /** Other domains this change refreshes; its own domain is always refreshed. */
  invalidates?: string[];
};

export function useOperationMutation<K extends OperationId>(
  operation: Operation<K>,
  { invalidates = [], onSuccess, ...options }: MutationHookOptions<K> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Data<K>, ApiError, Input<K>>({
    mutationFn: (input) => invoke(operation, input),
    ...options,
    onSuccess: async (...args) => {
      await Promise.all([operation.meta.tag, ...invalidates].map((tag) => invalidateTag(queryClient, tag)));
      await onSuccess?.(...args);
    },
  });
}
