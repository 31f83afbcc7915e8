export { devPublicKey } from './auth/dev-keys.ts';
export { handlers } from './handlers.ts';
