import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { ProjectDetailPage } from '@/features/mall/projects/ProjectDetailPage.tsx';

export const Route = createFileRoute('/_mall/bidding-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: ProjectDetailPage,
});
