import { createFileRoute } from '@tanstack/react-router';
import { DemandListPage } from '@/features/admin/projects/DemandListPage.tsx';
import type { demandFilters } from '@/features/admin/projects/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/backhand-demand')({
  validateSearch: listSearch<typeof demandFilters>(),
  component: () => <DemandListPage mode="backhand" />,
});
