// Loaded only when VITE_MOCK=on (development and the demo build): the mock backend is a service worker
// (`packages/mocks/src/worker.ts`) that answers the page's calls; the page sends none before it is served by it.
export async function startMockBackend() {
  const { serviceWorker } = navigator;
  const served = new Promise((resolve) => serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  const registration = await serviceWorker.register(`${import.meta.env.BASE_URL}mock-worker.js`, {
    scope: import.meta.env.BASE_URL,
  });
  if (!serviceWorker.controller) {
    // A first visit is taken over when the worker activates; a page loaded past it (a hard reload) asks for it.
    registration.active?.postMessage('claim');
    await served;
  }
  document.documentElement.dataset.mock = 'on';
}

/** Back to the seed: this browser's changes to the mock data are forgotten. */
export async function resetMockBackend() {
  await fetch('/__mock/reset', { method: 'POST' });
}
