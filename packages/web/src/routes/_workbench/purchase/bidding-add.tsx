import { createFileRoute } from '@tanstack/react-router';
import { ProjectAddPage } from '@/features/purchase/projects/add/ProjectAddPage.tsx';
import { projectFormSearch } from '@/features/purchase/projects/add/search.ts';

export const Route = createFileRoute('/_workbench/purchase/bidding-add')({
  validateSearch: projectFormSearch,
  component: () => <ProjectAddPage mode="bidding" />,
});
