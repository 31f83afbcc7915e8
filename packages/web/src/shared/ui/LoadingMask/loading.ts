// The full-screen loading mask (spec 01 §9): every request counts, except the whitelisted paths below.
// The app calls `loading.start(path)` when a call starts and `loading.end(path)` when it settles.

/**
 * Calls that never raise the mask, as patterns over the path after '/api' (query string ignored). Each is either
 * typed as the user types, or runs in the background of a page that is already usable.
 */
export const loadingWhitelist: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /^\/search\//, why: 'search: mall item, home and supplier search run while typing and paging' },
  { pattern: /^\/(nav|sysNavigation)\//, why: 'navigation: the header and side navigation load beside the page' },
  { pattern: /^\/login\/verification\b/, why: 'login verification: the slider/captcha check inside the login form' },
  { pattern: /^\/notice\/mobileverifycode\//, why: 'mobile verify code: sending an SMS code, the button counts down' },
  {
    // x-inferred: the other phone-code calls behave like the documented one ("and others").
    pattern: /^\/(login\/getLoginCode|register\/getPhoneCode|register\/getResetCode|user\/getPhoneCode)\//,
    why: 'phone codes for login, registration, password reset and phone change: same as the mobile verify code',
  },
  { pattern: /^\/myCollect\//, why: 'collect: favouriting an item from a list or the item page' },
  { pattern: /^\/purchaseQuota\//, why: 'quota: the purchase quota shown beside the cart and order forms' },
  { pattern: /^\/category\//, why: 'category: the category tree and its lazily loaded branches' },
  { pattern: /^\/msg\/read(All)?\b/, why: 'message read: marking messages read while the list stays open' },
  { pattern: /^\/dealMaterial\//, why: 'dealMaterial charts: the statistics cockpit draws its charts one by one' },
];

/** '/api/search/itemSearch?x=1' or 'https://host/api/search/itemSearch' → '/search/itemSearch'. */
export function apiPath(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const afterApi = path.replace(/^(?:.*?\/)?api(?=\/)/, '');
  return afterApi.startsWith('/') ? afterApi : `/${afterApi}`;
}

export const isMaskWhitelisted = (url: string) => {
  const path = apiPath(url);
  return loadingWhitelist.some(({ pattern }) => pattern.test(path));
};

let count = 0;
const listeners = new Set<() => void>();
const publish = (next: number) => {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
};

export const loading = {
  /** Counts a request unless its path is whitelisted; returns whether it was counted. */
  start(path: string): boolean {
    if (isMaskWhitelisted(path)) return false;
    publish(count + 1);
    return true;
  },
  /** Ends a request started with the same path (never below zero). */
  end(path: string) {
    if (!isMaskWhitelisted(path)) publish(Math.max(0, count - 1));
  },
  /** Hides the mask whatever is in flight (navigating away, sign-out, tests). */
  reset: () => publish(0),
  count: () => count,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
