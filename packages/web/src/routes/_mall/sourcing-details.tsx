import { createFileRoute } from '@tanstack/react-router';
import { ProjectDetailPage } from '@/features/mall/projects/ProjectDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/sourcing-details')({
  validateSearch: recordSearch,
  component: ProjectDetailPage,
});
