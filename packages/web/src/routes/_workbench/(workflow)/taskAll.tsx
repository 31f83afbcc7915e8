import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { AllTaskListPage } from '@/features/workflow/tasks/AllTaskListPage.tsx';
import type { allTaskFilters } from '@/features/workflow/tasks/filters.ts';

export const Route = createFileRoute('/_workbench/(workflow)/taskAll')({
  validateSearch: listSearch<typeof allTaskFilters>(),
  component: AllTaskListPage,
});
