import { createFileRoute } from '@tanstack/react-router';
import { DoneTaskListPage } from '@/features/workflow/tasks/DoneTaskListPage.tsx';
import type { doneFilters } from '@/features/workflow/tasks/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(workflow)/done')({
  validateSearch: listSearch<typeof doneFilters>(),
  component: DoneTaskListPage,
});
