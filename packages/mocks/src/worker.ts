// The mock backend as the browser's service worker (the development server and the demo build). The worker seeds the
// store once when it starts, not on every page load, and answers every tab of the origin from the same store, as a
// real backend would. This browser's changes are kept in IndexedDB: when the browser stops an idle worker, the next
// request starts it again with the seed and those changes.
import './worker-globals.ts';
import { clockListeners, setClockOffset } from './engine/clock.ts';
import { store } from './engine/store.ts';
import { answer, serves } from './handlers.ts';
import { keepChanges, keepClockOffset, keptChanges, keptClockOffset } from './kept-changes.ts';
import { seed } from './seed.ts';

// The few service-worker types used here: the DOM library this package compiles against lacks them.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate' | 'message', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: WorkerScope;

const ready = (async () => {
  await seed();
  const changes = await keptChanges();
  if (changes) await store.apply(changes);
  setClockOffset((await keptClockOffset()) ?? 0);
})();

// Each change is kept once the request that made it is answered, in order, so the last one kept is the store's.
let changed = false;
let keeping = Promise.resolve();
store.listeners.add(() => {
  changed = true;
});
// The clock is kept as soon as it moves (the seed puts it back, and that is kept too).
clockListeners.add((offsetMs) => {
  keeping = keeping.then(() => keepClockOffset(offsetMs));
});
function keepIfChanged() {
  if (!changed) return keeping;
  changed = false;
  const changes = store.changes();
  keeping = keeping.then(() => keepChanges(changes));
  return keeping;
}

// A new worker (a new build) takes over at once: the mock has no open work a page would lose.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// A page loaded past the worker (a hard reload) asks to be served again.
self.addEventListener('message', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !serves(url.pathname)) return;
  const response = ready.then(() => answer(event.request));
  event.respondWith(response);
  event.waitUntil(response.then(keepIfChanged, keepIfChanged));
});
