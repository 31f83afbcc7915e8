// What the SDK tells the app; the app decides how to show it (toasts, redirects). Spec 01 §8.
export interface SdkEvents {
  /** A message for a warning toast: a business error, an HTTP 400, or a 403 with code -444/-445. */
  warning: { message: string; operation: string };
  /** HTTP 403 without a server message to show: the user lacks the permission. */
  forbidden: { operation: string };
  /** The session is over (blacklisted token, failed refresh): local data is cleared, the app goes to login. */
  sessionEnded: { reason: 'blacklisted' | 'refreshFailed' | 'loggedOut' };
  /** A call left (`path` is the request path, query string included); the app shows its loading mask. */
  requestStart: { path: string };
  /** That call settled, however it ended. */
  requestEnd: { path: string };
  /** A call failed at the HTTP level, with the request's data; the app reports it (POST /error/info). */
  requestFailed: { status: number; statusText: string; url: string; method: string; data: string };
}

type Listener<K extends keyof SdkEvents> = (event: SdkEvents[K]) => void;
const listeners = new Map<keyof SdkEvents, Set<(event: never) => void>>();

/** Subscribes to an SDK event; returns the unsubscribe function. */
export function onSdkEvent<K extends keyof SdkEvents>(name: K, listener: Listener<K>): () => void {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener);
  return () => set.delete(listener);
}

export function emit<K extends keyof SdkEvents>(name: K, event: SdkEvents[K]) {
  for (const listener of listeners.get(name) ?? []) (listener as Listener<K>)(event);
}
