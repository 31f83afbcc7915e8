// The mock backend in the browser: seeded on start, with this browser's changes kept across reloads.
import { setupWorker } from 'msw/browser';
import { store } from './engine/store.ts';
import { handlers } from './handlers.ts';
import { seed } from './seed.ts';

const changesKey = 'zc-mock-changes';

export const worker = setupWorker(...handlers);

/** Seeds the store, replays the changes saved by earlier visits, and saves new ones as they happen. */
export async function startStore() {
  await seed();
  const saved = localStorage.getItem(changesKey);
  if (saved) await store.apply(JSON.parse(saved));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    localStorage.setItem(changesKey, JSON.stringify(store.changes()));
  };
  store.listeners.add(() => {
    clearTimeout(timer);
    timer = setTimeout(save, 300);
  });
  // A reload right after a change must not lose it to the pending save.
  addEventListener('pagehide', save);
}

/** Back to the seed: forgets this browser's changes. */
export async function resetStore() {
  localStorage.removeItem(changesKey);
  await seed();
}
