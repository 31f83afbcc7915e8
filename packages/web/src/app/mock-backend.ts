// Loaded only when VITE_MOCK=on (development and the demo build): the mock backend runs in a service worker.
export async function startMockBackend() {
  const { worker, startStore } = await import('@zc/mocks/browser');
  await startStore();
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  document.documentElement.dataset.mock = 'on';
}

/** Back to the seed: this browser's changes to the mock data are forgotten. */
export async function resetMockBackend() {
  await (await import('@zc/mocks/browser')).resetStore();
}
