import { useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_WAIT_MS, debounce, type Timed, throttle } from './timing.ts';

function useTimed<A extends unknown[]>(
  make: typeof debounce | typeof throttle,
  fn: (...args: A) => void,
  wait: number,
): Timed<A> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const timed = useMemo(() => make((...args: A) => latest.current(...args), wait), [make, wait]);
  useEffect(() => () => timed.cancel(), [timed]);
  return timed;
}

/** A stable debounced callback that always calls the latest `fn`; a pending call is dropped on unmount. */
export const useDebouncedCallback = <A extends unknown[]>(fn: (...args: A) => void, wait = DEFAULT_WAIT_MS) =>
  useTimed(debounce, fn, wait);

/** A stable throttled callback that always calls the latest `fn`; a pending call is dropped on unmount. */
export const useThrottledCallback = <A extends unknown[]>(fn: (...args: A) => void, wait = DEFAULT_WAIT_MS) =>
  useTimed(throttle, fn, wait);

/** `value`, updated only after it has stopped changing for `wait` ms (e.g. a search box feeding a query). */
export function useDebouncedValue<T>(value: T, wait = DEFAULT_WAIT_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
