import { authHandlers } from './handlers/auth.ts';

/** Every handler of the mock backend, the same list for the browser worker, msw/node and the standalone server. */
export const handlers = [...authHandlers];
