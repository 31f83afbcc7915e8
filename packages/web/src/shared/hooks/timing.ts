/** The documents' default wait for throttle and debounce. */
export const DEFAULT_WAIT_MS = 1000;

export interface Timed<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
}

/** Calls `fn` once `wait` ms have passed without another call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = DEFAULT_WAIT_MS): Timed<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/**
 * Calls `fn` at once, then at most once per `wait` ms: calls made meanwhile collapse into one trailing call with the
 * last arguments at the end of the window (so the final value is never lost).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = DEFAULT_WAIT_MS): Timed<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const open = () => {
    timer = setTimeout(() => {
      if (pending) {
        const args = pending;
        pending = undefined;
        fn(...args);
        open();
      } else timer = undefined;
    }, wait);
  };
  const throttled = (...args: A) => {
    if (timer === undefined) {
      fn(...args);
      open();
    } else pending = args;
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
