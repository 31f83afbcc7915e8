import { createFileRoute } from '@tanstack/react-router';
import { historyFilters } from '@/features/mall/history/filters.ts';
import { HistoryTracksPage } from '@/features/mall/history/HistoryTracksPage.tsx';

export const Route = createFileRoute('/_mall/my-historyTracks')({
  validateSearch: historyFilters.search,
  component: HistoryTracksPage,
});
