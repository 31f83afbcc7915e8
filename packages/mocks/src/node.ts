import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';
import { seed } from './seed.ts';

export const server = setupServer(...handlers);
/** Seeds the store; tests call it before they start and whenever they need the seed back. */
export { seed };
