export * from './generated/operations.gen.ts';
export type { components, operations, paths } from './generated/schema.gen.ts';
export * from './runtime.ts';
