import { createFileRoute } from '@tanstack/react-router';
import type { historyFilters } from '@/features/mall/history/filters.ts';
import { HistoryTracksPage } from '@/features/mall/history/HistoryTracksPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/my-historyTracks')({
  validateSearch: listSearch<typeof historyFilters>(),
  component: HistoryTracksPage,
});
