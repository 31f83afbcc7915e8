// The phone's last searches, newest first, kept on the device.
const key = 'searchHistory';
const kept = 10;

export function readSearchHistory(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts a search first (once), keeping the ten newest. */
export function rememberSearch(keyword: string): string[] {
  const history = [keyword, ...readSearchHistory().filter((entry) => entry !== keyword)].slice(0, kept);
  localStorage.setItem(key, JSON.stringify(history));
  return history;
}

export function clearSearchHistory() {
  localStorage.removeItem(key);
}
