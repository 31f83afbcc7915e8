import { createFileRoute } from '@tanstack/react-router';
import { ProjectMobilePage } from '@/features/mobile/projects/ProjectMobilePage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mobile/projectMobile')({
  validateSearch: recordSearch,
  component: ProjectMobilePage,
});
