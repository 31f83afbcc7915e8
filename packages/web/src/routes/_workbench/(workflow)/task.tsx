import { createFileRoute } from '@tanstack/react-router';
import type { todoFilters } from '@/features/workflow/tasks/filters.ts';
import { TodoTaskListPage } from '@/features/workflow/tasks/TodoTaskListPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(workflow)/task')({
  validateSearch: listSearch<typeof todoFilters>(),
  component: TodoTaskListPage,
});
