// The TanStack Query side of the SDK, apart so that code without React (mocks, scripts) never loads it.
export * from './generated/hooks.gen.ts';
export { operationQueryOptions, useOperationMutation } from './query.ts';
