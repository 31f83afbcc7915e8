// Loaded only when VITE_MOCK=on (development and the demo build): the mock backend runs in a service worker.
export async function startMockBackend() {
  const { worker, startStore } = await import('@zc/mocks/browser');
  // The worker registers while the store seeds: the app sends nothing before both are done.
  const started = worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await startStore();
  await started;
  document.documentElement.dataset.mock = 'on';
}

/** Back to the seed: this browser's changes to the mock data are forgotten. */
export async function resetMockBackend() {
  await (await import('@zc/mocks/browser')).resetStore();
}
