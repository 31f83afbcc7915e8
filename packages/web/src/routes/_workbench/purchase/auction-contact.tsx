import { createFileRoute } from '@tanstack/react-router';
import { ProjectContactPage } from '@/features/purchase/projects/contact/ProjectContactPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/auction-contact')({
  validateSearch: recordSearch,
  component: () => <ProjectContactPage mode="auction" />,
});
