// The mock backend in the browser: seeded on start, with this browser's changes kept across reloads.
import { setupWorker } from 'msw/browser';
import { store } from './engine/store.ts';
import { handlers } from './handlers.ts';
import { seed } from './seed.ts';

const changesKey = 'zc-mock-changes';

export const worker = setupWorker(...handlers);

/** Seeds the store, replays the changes saved by earlier visits, and saves new ones as they happen. */
export async function startStore() {
  const started = performance.now();
  await seed();
  // Part of every page load: `npm run bench:dev` reads it.
  performance.measure('mock seed', { start: started });
  const saved = localStorage.getItem(changesKey);
  if (saved) await store.apply(JSON.parse(saved));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    localStorage.setItem(changesKey, JSON.stringify(store.changes()));
  };
  store.listeners.add(() => {
    clearTimeout(timer);
    timer = setTimeout(save, 300);
  });
  // Leaving the page saves the changes again: a pending save must not be lost to a reload, and a sign-out clears
  // local storage (the app's session data) but not the backend's data, which the next visit replays.
  addEventListener('pagehide', save);
}

/** Back to the seed: forgets this browser's changes. */
export async function resetStore() {
  localStorage.removeItem(changesKey);
  await seed();
}
