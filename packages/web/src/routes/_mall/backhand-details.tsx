import { createFileRoute } from '@tanstack/react-router';
import { ProjectDetailPage } from '@/features/mall/projects/ProjectDetailPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/backhand-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: ProjectDetailPage,
});
