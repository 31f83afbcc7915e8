import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Countdown, timeLeft } from './Countdown.tsx';

afterEach(() => {
  vi.useRealTimers();
});

it('counts down by the server’s clock, whatever the browser’s clock says', () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  // The PC's clock is a day behind the server's.
  vi.setSystemTime(new Date(2026, 10, 24, 10, 0, 0));
  render(<Countdown serverTime="2026-11-25 10:00:00" end="2026-11-25 10:05:00" />);
  expect(screen.getByText('00:05:00')).toBeTruthy();
  act(() => {
    vi.advanceTimersByTime(61_000);
  });
  expect(screen.getByText('00:03:59')).toBeTruthy();
});

it('says how many days are left, and 已结束 at zero', () => {
  expect(timeLeft(90_061_000)).toBe('1天 01:01:01');
  expect(timeLeft(0)).toBe('已结束');
});
