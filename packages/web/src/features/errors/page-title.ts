import { createContext, useContext, useEffect } from 'react';

/**
 * How a page shown in place of its route's own (403, 404) gives the document its title: the root layout provides it
 * and prefers the title given over the matched route's.
 */
export const TitleOverride = createContext<((title: string | undefined) => void) | null>(null);

/** Titles the document while the calling component is shown (nothing outside the root layout). */
export function useTitleOverride(title: string) {
  const set = useContext(TitleOverride);
  useEffect(() => {
    if (!set) return;
    set(title);
    return () => set(undefined);
  }, [set, title]);
}
