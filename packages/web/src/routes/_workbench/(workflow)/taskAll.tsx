import { createFileRoute } from '@tanstack/react-router';
import { AllTaskListPage } from '@/features/workflow/tasks/AllTaskListPage.tsx';
import type { allTaskFilters } from '@/features/workflow/tasks/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(workflow)/taskAll')({
  validateSearch: listSearch<typeof allTaskFilters>(),
  component: AllTaskListPage,
});
