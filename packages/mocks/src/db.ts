// Every table of the mock backend, and the store that seeds them, journals changes and undoes refused writes.
import { accountTables } from './domains/accounts/tables.ts';
import { Store } from './engine/store.ts';

export const db = { ...accountTables };
export const store = new Store(db);
