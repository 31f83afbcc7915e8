import { openAt, workbenchOver } from '@test/support/app-routes.tsx';
import { signInAs, withMockBackend } from '@test/support/mock-backend.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTab, resetTabs, tabsState } from '@/app/tabs.ts';

withMockBackend();

// jsdom lays nothing out and has no scrollIntoView: the calls are what can be checked.
const scrolled = vi.fn(function (this: Element) {
  return this;
});
Object.assign(Element.prototype, { scrollIntoView: scrolled });
afterEach(() => scrolled.mockClear());

const routeTree = workbenchOver(['/supplier-workbench', '/account-list', '/workbench']);

/** The workbench at a path, with tabs already open (left from earlier visits, as localStorage keeps them). */
const openWorkbench = (path: string) => openAt(routeTree, path);

describe('the tab strip with many open tabs', () => {
  it('keeps the page as wide as the viewport: the tabs scroll inside the strip’s own width', async () => {
    await signInAs('gys01');
    resetTabs();
    for (let i = 1; i <= 45; i++) openTab({ path: `/earlier-${i}`, title: `较早打开的页面${i}`, search: {} });
    await openWorkbench('/supplier-workbench');
    const strip = await screen.findByRole('tablist', { name: '已打开的页面' });
    await waitFor(() => expect(within(strip).getAllByRole('tab')).toHaveLength(46));
    // The content column is minmax(0, 1fr), not 1fr (whose minimum is the strip's full width): it never widens.
    const layout = strip.closest('.grid');
    expect(layout?.className).toContain('grid-cols-[13rem_minmax(0,1fr)]');
    expect(layout?.className).not.toMatch(/grid-cols-\[13rem_1fr\]/);
    const scroller = within(strip).getAllByRole('tab')[0]?.closest('.overflow-x-auto');
    expect(scroller?.className).toContain('min-w-0');
  });

  it('lists every open tab in a menu at the strip’s end, the current one checked; picking one shows it', async () => {
    await signInAs('gys01');
    resetTabs();
    openTab({ path: '/account-list', title: '对账单列表', search: {} });
    for (let i = 1; i <= 42; i++) openTab({ path: `/earlier-${i}`, title: `较早打开的页面${i}`, search: {} });
    const router = await openWorkbench('/supplier-workbench');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(44));
    // The current tab, last of 44, is scrolled into view.
    await waitFor(() => expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('tab', { name: '工作台' })));

    await userEvent.click(screen.getByRole('button', { name: '全部已打开的页面 44' }));
    // Named by its button, as Radix labels a menu.
    const menu = await screen.findByRole('menu', { name: '全部已打开的页面 44' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent?.replace('✓', ''))).toEqual([
      '对账单列表',
      ...Array.from({ length: 42 }, (_, i) => `较早打开的页面${i + 1}`),
      '工作台',
    ]);
    expect(
      within(menu)
        .getByRole('menuitemradio', { name: /工作台/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(menu)
        .getByRole('menuitemradio', { name: /对账单列表/ })
        .getAttribute('aria-checked'),
    ).toBe('false');

    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /对账单列表/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-list'));
    expect(screen.queryByRole('menu')).toBeNull();
    const shown = screen.getByRole('tab', { name: '对账单列表' });
    expect(shown.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(scrolled.mock.contexts.at(-1)).toBe(shown));
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
  });
});

describe('a page the role may not open', () => {
  it('answers 403 inside the shell, with the menu and the open tabs, and opens no tab of its own', async () => {
    await signInAs('gys01');
    resetTabs();
    openTab({ path: '/account-list', title: '对账单列表', search: {} });
    await openWorkbench('/workbench');
    expect(await screen.findByRole('heading', { name: '访问受限' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
    const strip = screen.getByRole('tablist', { name: '已打开的页面' });
    expect(
      within(strip)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['对账单列表']);
    expect(tabsState().tabs.map((tab) => tab.path)).toEqual(['/account-list']);
  });
});

describe('landmarks and headings', () => {
  it('puts the page in the main landmark under an h1 of its title and the breadcrumb of its menu groups', async () => {
    await signInAs('gys01');
    resetTabs();
    await openWorkbench('/account-list');
    const main = screen.getByRole('main');
    const heading = await within(main).findByRole('heading', { level: 1, name: '对账单列表' });
    const page = heading.closest('section') as HTMLElement;
    const trail = within(page).getByRole('navigation', { name: '面包屑' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['对账管理', '对账单列表']);
    expect(within(trail).getByText('对账单列表').getAttribute('aria-current')).toBe('page');
  });

  it('holds only tabs in the tab list; Delete closes the tab in focus, as × does under the pointer', async () => {
    await signInAs('gys01');
    resetTabs();
    openTab({ path: '/account-list', title: '对账单列表', search: {} });
    await openWorkbench('/supplier-workbench');
    const strip = await screen.findByRole('tablist', { name: '已打开的页面' });
    await waitFor(() => expect(within(strip).getAllByRole('tab')).toHaveLength(2));
    expect(within(strip).queryAllByRole('button')).toEqual([]);
    within(strip).getByRole('tab', { name: '对账单列表' }).focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() =>
      expect(
        within(strip)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['工作台']),
    );
  });
});
