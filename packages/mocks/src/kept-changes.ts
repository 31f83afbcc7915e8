// This browser's changes to the mock data and how far its clock was moved, kept in IndexedDB (a service worker has no
// localStorage) as a record each.
import type { Changes } from './engine/store.ts';

const database = 'zc-mock';
const objects = 'changes';
const key = 'changes';
const clockKey = 'clockOffsetMs';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(database, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(objects);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

const opened = open();

/** Runs one request on the object store and settles when its transaction has. */
async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const transaction = (await opened).transaction(objects, mode);
  const request = work(transaction.objectStore(objects));
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The changes kept by earlier visits; undefined when there are none. */
export const keptChanges = () => run<Changes | undefined>('readonly', (store) => store.get(key));

/** Keeps `changes` in place of the last ones (after a reset, the empty set). */
export const keepChanges = async (changes: Changes) => {
  await run('readwrite', (store) => store.put(changes, key));
};

/** How far the clock was moved by earlier visits (ms); undefined when never. */
export const keptClockOffset = () => run<number | undefined>('readonly', (store) => store.get(clockKey));

export const keepClockOffset = async (offsetMs: number) => {
  await run('readwrite', (store) => store.put(offsetMs, clockKey));
};
