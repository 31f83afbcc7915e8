import { createFileRoute } from '@tanstack/react-router';
import { ProjectOfTypePage } from '@/features/supplier/projects/ProjectOfTypePage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/join-bid')({
  validateSearch: recordSearch,
  component: () => <ProjectOfTypePage mode="join" />,
});
