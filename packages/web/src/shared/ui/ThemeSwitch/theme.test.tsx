import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@zc/sdk';
import { afterEach, expect, it } from 'vitest';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { applyStoredTheme, readTheme } from './theme.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

it('defaults to blue', () => {
  applyStoredTheme();
  expect(document.documentElement.dataset.theme).toBe('blue');
  localStorage.setItem('data-theme', 'purple');
  expect(readTheme()).toBe('blue');
});

it('switches, stores the theme under data-theme, and keeps it through a session clear', async () => {
  render(<ThemeSwitch />);
  expect((screen.getByRole('radio', { name: '蓝色' }) as HTMLInputElement).checked).toBe(true);
  await userEvent.click(screen.getByRole('radio', { name: '红色' }));
  expect(document.documentElement.dataset.theme).toBe('red');
  expect(localStorage.getItem('data-theme')).toBe('red');
  expect((screen.getByRole('radio', { name: '红色' }) as HTMLInputElement).checked).toBe(true);
  localStorage.setItem('access_token', 'token');
  clearSession();
  expect(localStorage.getItem('access_token')).toBeNull();
  delete document.documentElement.dataset.theme;
  applyStoredTheme();
  expect(document.documentElement.dataset.theme).toBe('red');
});
