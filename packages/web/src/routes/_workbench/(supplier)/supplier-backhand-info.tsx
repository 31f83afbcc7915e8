import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectInfoPage } from '@/features/supplier/projects/ProjectInfoPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-backhand-info')({
  validateSearch: searchParams({ id: optionalString }),
  component: () => <ProjectInfoPage kind={kinds.backhand} />,
});
