// The workbench's tabs (spec 01 §2): opening an open path focuses it, "close others" keeps the current tab and the
// two workbench tabs, and the tabs are kept in localStorage until the user's session ends.
import { onSdkEvent } from '@zc/sdk';
import { useSyncExternalStore } from 'react';

export interface Tab {
  /** The pathname: one tab per path. */
  path: string;
  title: string;
  /** The search params the tab had when last shown, so that it reopens where it was. */
  search: Record<string, unknown>;
  /** The path of the tab it was opened from, where a form returns once finished. */
  from?: string;
}

export const tabsKey = 'tabs';
/** Tabs "close others" never closes. */
export const pinnedPaths = ['/supplier-workbench', '/workbench'] as const;

export interface TabsState {
  tabs: Tab[];
  active: string | null;
}

function load(): TabsState {
  try {
    const saved = JSON.parse(localStorage.getItem(tabsKey) ?? 'null') as TabsState | null;
    if (saved && Array.isArray(saved.tabs)) return saved;
  } catch {
    // A damaged entry starts the tabs afresh.
  }
  return { tabs: [], active: null };
}

let state: TabsState = load();
/**
 * The first page of a page load was opened by its address (a bookmark, a link, a reload), not from the tab the last
 * visit left active: a form opened so finishes to its own fallback.
 */
let openedByAddress = true;
const listeners = new Set<() => void>();

function commit(next: TabsState) {
  state = next;
  localStorage.setItem(tabsKey, JSON.stringify(state));
  for (const listener of listeners) listener();
}

export const tabsState = () => state;

/**
 * Opens a tab, noting the tab it was opened from, or focuses it (keeping its place) when its path is already open;
 * its title and search follow.
 */
export function openTab(tab: Tab) {
  const existing = state.tabs.find((candidate) => candidate.path === tab.path);
  const tabs = existing
    ? state.tabs.map((candidate) =>
        candidate.path === tab.path
          ? { ...candidate, search: tab.search, title: tab.title || candidate.title }
          : candidate,
      )
    : [...state.tabs, { ...tab, from: openedByAddress ? undefined : (state.active ?? undefined) }];
  openedByAddress = false;
  commit({ tabs, active: tab.path });
}

/** Closes a tab; returns the path to show next when it was the active one (its right neighbour, else its left). */
export function closeTab(path: string): string | null {
  const index = state.tabs.findIndex((tab) => tab.path === path);
  if (index < 0) return state.active;
  const tabs = state.tabs.filter((tab) => tab.path !== path);
  const active = state.active === path ? ((tabs[index] ?? tabs[index - 1])?.path ?? null) : state.active;
  commit({ tabs, active });
  return active;
}

/** Closes a finished form's tab; answers the tab it was opened from when that one is still open. */
export function finishTab(path: string): Tab | undefined {
  const from = state.tabs.find((tab) => tab.path === path)?.from;
  closeTab(path);
  return state.tabs.find((tab) => tab.path === from);
}

/** Keeps the current tab and the supplier workbench and workbench tabs. */
export function closeOtherTabs(current: string) {
  commit({
    tabs: state.tabs.filter((tab) => tab.path === current || (pinnedPaths as readonly string[]).includes(tab.path)),
    active: current,
  });
}

export function resetTabs() {
  commit({ tabs: [], active: null });
}

// However the session ends, the next user starts without the last one's tabs.
onSdkEvent('sessionEnded', resetTabs);

export function useTabs(): TabsState {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, tabsState);
}
