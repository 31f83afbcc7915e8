import { renderPage } from '@test/support/mock-backend.tsx';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { resetMockBackend } from '@/app/mock-backend.ts';
import { MobileHeader } from '@/features/mobile/shared/kit.tsx';
import { AppOverlays } from '@/shared/ui/AppOverlays.tsx';
import { MockControls } from './MockControls.tsx';

vi.mock('@/app/mock-backend.ts', () => ({ resetMockBackend: vi.fn(async () => undefined) }));
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

it('sits in the layout’s slot (the workbench header) when there is one, and follows it as pages change', async () => {
  const page = (withSlot: boolean) => (
    <>
      {withSlot && (
        <header data-testid="header">
          <div id="dev-badge-slot" />
        </header>
      )}
      <MockControls onReset={vi.fn()} />
    </>
  );
  const { rerender } = render(page(true));
  await waitFor(() =>
    expect(within(screen.getByTestId('header')).getByRole('complementary', { name: '模拟后端' })).toBeTruthy(),
  );
  expect(screen.getByRole('complementary', { name: '模拟后端' }).className).not.toContain('fixed');

  // A page without the slot (the mall, the login page): the badge floats again.
  rerender(page(false));
  await waitFor(() => expect(screen.getByRole('complementary', { name: '模拟后端' }).className).toContain('fixed'));
  // And back in the workbench, into its header.
  rerender(page(true));
  await waitFor(() =>
    expect(within(screen.getByTestId('header')).getByRole('complementary', { name: '模拟后端' })).toBeTruthy(),
  );
});

it('sits in a phone page’s header, clear of the page’s steppers and action bars', async () => {
  await renderPage('/detailMobile', () => (
    <>
      <MobileHeader title="商品详情" />
      <MockControls onReset={vi.fn()} />
    </>
  ));
  await waitFor(() =>
    expect(within(screen.getByRole('banner')).getByRole('complementary', { name: '模拟后端' })).toBeTruthy(),
  );
  expect(screen.getByRole('complementary', { name: '模拟后端' }).className).not.toContain('fixed');
});

it('floats at the bottom right elsewhere, never over the left side menu nor the mobile tab bar and action bars', () => {
  renderControls();
  const badge = screen.getByRole('complementary', { name: '模拟后端' });
  const classes = badge.className.split(/\s+/);
  expect(classes).toEqual(expect.arrayContaining(['fixed', 'right-3', 'bottom-28', 'sm:bottom-3']));
  expect(classes.filter((name) => /^(sm:|md:|lg:)?(left|inset|inset-x)-/.test(name))).toEqual([]);
});
