import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { resetMockBackend } from '../../../app/mock-backend.ts';
import { AppOverlays } from '../../../shared/ui/AppOverlays.tsx';
import { MockControls } from './MockControls.tsx';

vi.mock('../../../app/mock-backend.ts', () => ({ resetMockBackend: vi.fn(async () => undefined) }));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderControls() {
  const onReset = vi.fn();
  render(
    <>
      <MockControls onReset={onReset} />
      <AppOverlays />
    </>,
  );
  return onReset;
}

it('asks before putting the mock data back to its seed, and does nothing when cancelled', async () => {
  const onReset = renderControls();
  await userEvent.click(screen.getByRole('button', { name: '重置' }));
  expect(await screen.findByText(/本浏览器中的新增、修改和删除都会丢失/)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  expect(resetMockBackend).not.toHaveBeenCalled();
  expect(onReset).not.toHaveBeenCalled();
});

it('resets the store and then reloads the page', async () => {
  const onReset = renderControls();
  await userEvent.click(screen.getByRole('button', { name: '重置' }));
  await userEvent.click(await screen.findByRole('button', { name: '确定' }));
  await waitFor(() => expect(onReset).toHaveBeenCalledOnce());
  expect(resetMockBackend).toHaveBeenCalledOnce();
});
