import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { ProjectOfTypePage } from '@/features/supplier/projects/ProjectOfTypePage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/view-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: () => <ProjectOfTypePage mode="view" />,
});
