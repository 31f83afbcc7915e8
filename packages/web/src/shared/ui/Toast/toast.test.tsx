import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster.tsx';
import { toast, toastStore } from './toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  toastStore.clear();
  vi.useRealTimers();
});

it('stacks warning, error and success toasts and dismisses them automatically', () => {
  render(<Toaster />);
  act(() => {
    toast.warning('库存不足');
    toast.error('保存失败');
    toast.success('保存成功');
  });
  expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['警告：库存不足', '成功：保存成功']);
  expect(screen.getByRole('alert').textContent).toBe('错误：保存失败');
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(screen.queryAllByRole('status')).toHaveLength(0);
  expect(screen.getByRole('alert')).toBeTruthy();
  act(() => {
    vi.advanceTimersByTime(1500);
  });
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows the same message once and closes on demand', () => {
  render(<Toaster />);
  act(() => {
    toast.warning('登录已过期');
    toast.warning('登录已过期');
  });
  expect(screen.getAllByRole('status')).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('status')).toBeNull();
});

it('keeps at most five toasts, dropping the oldest', () => {
  render(<Toaster />);
  act(() => {
    for (let n = 1; n <= 7; n++) toast.success(`消息${n}`);
  });
  const shown = screen.getAllByRole('status').map((node) => node.textContent);
  expect(shown).toEqual(['成功：消息3', '成功：消息4', '成功：消息5', '成功：消息6', '成功：消息7']);
});
