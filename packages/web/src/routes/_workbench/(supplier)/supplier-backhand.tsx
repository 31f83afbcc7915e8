import { createFileRoute } from '@tanstack/react-router';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectsOverviewPage } from '@/features/supplier/projects/ProjectsOverviewPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-backhand')({
  component: () => <ProjectsOverviewPage kind={kinds.backhand} />,
});
