import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './timing.ts';
import { useDebouncedCallback, useDebouncedValue, useThrottledCallback } from './use-timing.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('debounce', () => {
  it('calls once, 1000 ms after the last call, with the last arguments', () => {
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    vi.advanceTimersByTime(999);
    debounced('b');
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('can be cancelled and takes another wait', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 300);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced();
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledOnce();
  });
});

describe('throttle', () => {
  it('calls at once, then once per 1000 ms with the last arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(999);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    throttled(4);
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
    vi.advanceTimersByTime(1000);
    throttled(5);
    expect(fn.mock.calls).toEqual([[1], [3], [4], [5]]);
  });

  it('drops the trailing call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});

describe('hooks', () => {
  it('useDebouncedCallback keeps its identity, calls the latest function and cancels on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ fn }) => useDebouncedCallback(fn), {
      initialProps: { fn: first },
    });
    const callback = result.current;
    callback('x');
    rerender({ fn: second });
    expect(result.current).toBe(callback);
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
    result.current('y');
    unmount();
    vi.advanceTimersByTime(1000);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('useThrottledCallback throttles', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, 500));
    result.current();
    result.current();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('useDebouncedValue settles after the wait', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe('ab');
  });
});
