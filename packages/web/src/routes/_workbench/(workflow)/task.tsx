import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { todoFilters } from '@/features/workflow/tasks/filters.ts';
import { TodoTaskListPage } from '@/features/workflow/tasks/TodoTaskListPage.tsx';

export const Route = createFileRoute('/_workbench/(workflow)/task')({
  validateSearch: listSearch<typeof todoFilters>(),
  component: TodoTaskListPage,
});
