import { createFileRoute } from '@tanstack/react-router';
import { ProjectAddPage } from '@/features/purchase/projects/add/ProjectAddPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/bidding-add')({
  validateSearch: recordSearch,
  component: () => <ProjectAddPage mode="bidding" />,
});
