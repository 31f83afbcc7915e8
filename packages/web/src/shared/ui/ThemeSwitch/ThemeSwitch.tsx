import { useSyncExternalStore } from 'react';
import { readTheme, setTheme, subscribeTheme, themes } from './theme.ts';

/** Three colour swatches as a radio group (arrow keys move between them natively). */
export function ThemeSwitch() {
  const current = useSyncExternalStore(subscribeTheme, readTheme, readTheme);
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">主题颜色</legend>
      {themes.map((theme) => (
        <label key={theme.value} title={theme.label} className="cursor-pointer">
          <input
            type="radio"
            name="theme"
            value={theme.value}
            checked={current === theme.value}
            onChange={() => setTheme(theme.value)}
            className="peer sr-only"
            aria-label={theme.label}
          />
          <span
            aria-hidden="true"
            style={{ backgroundColor: theme.swatch }}
            className="block h-5 w-5 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-400 peer-focus-visible:outline-2 peer-focus-visible:outline-slate-600"
          />
        </label>
      ))}
    </fieldset>
  );
}
