import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { historyFilters } from '@/features/mall/history/filters.ts';
import { HistoryTracksPage } from '@/features/mall/history/HistoryTracksPage.tsx';

export const Route = createFileRoute('/_mall/my-historyTracks')({
  validateSearch: listSearch<typeof historyFilters>(),
  component: HistoryTracksPage,
});
