import { beforeEach, expect, it, vi } from 'vitest';
import { closeOtherTabs, closeTab, finishTab, openTab, resetTabs, tabsKey, tabsState } from './tabs.ts';

const tab = (path: string, title = path) => ({ path, title, search: {} });

beforeEach(() => resetTabs());

it('focuses a path that is already open instead of opening it twice', () => {
  openTab(tab('/supplier-workbench', '工作台'));
  openTab(tab('/data-center', '直购订单'));
  openTab({ path: '/supplier-workbench', title: '工作台', search: { tab: 'todo' } });
  expect(tabsState().tabs.map((t) => t.path)).toEqual(['/supplier-workbench', '/data-center']);
  expect(tabsState().active).toBe('/supplier-workbench');
  expect(tabsState().tabs[0]?.search).toEqual({ tab: 'todo' });
});

it('closes others but keeps the current tab and the supplier workbench and workbench tabs', () => {
  for (const path of ['/workbench', '/supplier-workbench', '/data-center', '/account-list', '/supplier-brand-manager'])
    openTab(tab(path));
  closeOtherTabs('/account-list');
  expect(tabsState().tabs.map((t) => t.path)).toEqual(['/workbench', '/supplier-workbench', '/account-list']);
  expect(tabsState().active).toBe('/account-list');
});

it('shows the right neighbour (else the left) after closing the active tab', () => {
  for (const path of ['/a', '/b', '/c']) openTab(tab(path));
  openTab(tab('/b'));
  expect(closeTab('/b')).toBe('/c');
  expect(closeTab('/c')).toBe('/a');
  expect(closeTab('/a')).toBeNull();
});

it('keeps the tabs in localStorage', () => {
  openTab(tab('/data-center', '直购订单'));
  expect(JSON.parse(localStorage.getItem(tabsKey) ?? '{}')).toEqual({
    tabs: [{ path: '/data-center', title: '直购订单', search: {} }],
    active: '/data-center',
  });
});

it('closes a finished form’s tab and answers the tab it was opened from, while that one is open', () => {
  for (const path of ['/list', '/other']) openTab(tab(path));
  openTab(tab('/list'));
  openTab(tab('/form'));
  expect(finishTab('/form')?.path).toBe('/list');
  expect(tabsState().tabs.map((t) => t.path)).toEqual(['/list', '/other']);

  openTab(tab('/list'));
  openTab(tab('/form'));
  closeTab('/list');
  expect(finishTab('/form')).toBeUndefined();
  expect(tabsState().tabs.map((t) => t.path)).toEqual(['/other']);
});

it('opens the first page of a page load from nowhere: a form opened by its address finishes to its own fallback', async () => {
  localStorage.setItem(
    tabsKey,
    JSON.stringify({ tabs: [{ path: '/list', title: '列表', search: {} }], active: '/list' }),
  );
  vi.resetModules();
  const loaded = await import('./tabs.ts');
  loaded.openTab({ path: '/form', title: '表单', search: {} });
  expect(loaded.finishTab('/form')).toBeUndefined();
  loaded.openTab({ path: '/form', title: '表单', search: {} });
  expect(loaded.finishTab('/form')?.path).toBe('/list');
});
