import { createFileRoute } from '@tanstack/react-router';
import { ProjectOfTypePage } from '@/features/supplier/projects/ProjectOfTypePage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/join-bid')({
  validateSearch: searchParams({ id: optionalString }),
  component: () => <ProjectOfTypePage mode="join" />,
});
