// The colour theme (spec 02 §9: default blue): `data-theme` on <html> picks the brand colour of styles.css; the choice
// is kept in localStorage under 'data-theme', a key that survives clearing the session.
export const themes = [
  { value: 'blue', label: '蓝色', swatch: '#1d63dc' },
  { value: 'red', label: '红色', swatch: '#c8262d' },
  { value: 'green', label: '绿色', swatch: '#168a52' },
] as const;
export type Theme = (typeof themes)[number]['value'];
export const DEFAULT_THEME: Theme = 'blue';
export const THEME_KEY = 'data-theme';

const isTheme = (value: unknown): value is Theme => themes.some((theme) => theme.value === value);
const listeners = new Set<() => void>();

/** The stored theme, or blue. */
export function readTheme(): Theme {
  const stored = globalThis.localStorage?.getItem(THEME_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

/** Applies and stores a theme. */
export function setTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(THEME_KEY, theme);
  for (const listener of listeners) listener();
}

/** Applies the stored theme to <html>; call once before the first render. */
export function applyStoredTheme() {
  document.documentElement.dataset.theme = readTheme();
}

export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
