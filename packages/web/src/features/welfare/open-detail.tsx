import type { ReactNode } from 'react';
import { useListSearch, useSetPageSearch } from '@/shared/page/page.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { openDetail } from './filters.ts';

// A detail opened over a list is `id` in the tab's search (see `withOpenDetail`), so it stays open across a tab switch.

/** The row whose detail is open over the list, and closing it. */
export function useOpenDetail() {
  const { id } = useListSearch(openDetail);
  const setSearch = useSetPageSearch<{ id?: string }>();
  return { id, close: () => setSearch({ id: undefined }) };
}

/** Opens a row's detail over the list. */
export function OpenDetailButton({ id, children }: { id: string; children: ReactNode }) {
  const setSearch = useSetPageSearch<{ id?: string }>();
  return (
    <Button variant="text" size="sm" onClick={() => setSearch({ id })}>
      {children}
    </Button>
  );
}
