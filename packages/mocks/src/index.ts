export { devPublicKey } from './auth/dev-keys.ts';
export { mockConfig, seededPassword } from './config.ts';
export { contractRequests } from './contract-requests.ts';
export { seededAccounts } from './domains/accounts/seed.ts';
export type { ContractClient } from './engine/contract.ts';
export { store } from './engine/store.ts';
export { handlers, operationHandlers } from './handlers.ts';
export { seed } from './seed.ts';
