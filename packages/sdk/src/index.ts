export * from './generated/operations.gen.ts';
export * from './runtime.ts';
