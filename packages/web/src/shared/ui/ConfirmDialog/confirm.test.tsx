import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { ConfirmHost } from './ConfirmHost.tsx';
import { confirm } from './confirm.ts';

afterEach(cleanup);

it('resolves true when confirmed', async () => {
  render(<ConfirmHost />);
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirm({ title: '删除商品', message: '确定删除该商品吗？', danger: true });
  });
  const dialog = await screen.findByRole('alertdialog', { name: '删除商品' });
  expect(dialog.textContent).toContain('确定删除该商品吗？');
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
  await expect(answer).resolves.toBe(true);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it('resolves false on cancel and on Esc, one question after the other', async () => {
  render(<ConfirmHost />);
  let first: Promise<boolean> = Promise.resolve(true);
  let second: Promise<boolean> = Promise.resolve(true);
  act(() => {
    first = confirm({ message: '第一个问题' });
    second = confirm({ message: '第二个问题' });
  });
  expect((await screen.findByRole('alertdialog', { name: '提示' })).textContent).toContain('第一个问题');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  await expect(first).resolves.toBe(false);
  expect((await screen.findByRole('alertdialog')).textContent).toContain('第二个问题');
  fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
  await expect(second).resolves.toBe(false);
});
