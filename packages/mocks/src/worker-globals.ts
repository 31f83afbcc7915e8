// What the mock's libraries expect of a page and a service worker lacks, set before they load: msw keeps cookies in
// localStorage, so the worker's cookies live in memory, as long as the worker.
if (!('localStorage' in globalThis)) {
  const items = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    value: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, String(value)),
      removeItem: (key: string) => items.delete(key),
    },
  });
}
