import { createFileRoute } from '@tanstack/react-router';
import { ProjectContactPage } from '@/features/purchase/projects/contact/ProjectContactPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/backhand-contact')({
  validateSearch: recordSearch,
  component: () => <ProjectContactPage mode="backhand" />,
});
