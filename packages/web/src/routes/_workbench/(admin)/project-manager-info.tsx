import { createFileRoute } from '@tanstack/react-router';
import { ProjectInfoPage } from '@/features/admin/projects/ProjectInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/project-manager-info')({
  validateSearch: recordSearch,
  component: ProjectInfoPage,
});
