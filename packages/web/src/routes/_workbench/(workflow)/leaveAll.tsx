import { createFileRoute } from '@tanstack/react-router';
import { AllDoneTaskListPage } from '@/features/workflow/tasks/DoneTaskListPage.tsx';
import type { allDoneFilters } from '@/features/workflow/tasks/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(workflow)/leaveAll')({
  validateSearch: listSearch<typeof allDoneFilters>(),
  component: AllDoneTaskListPage,
});
