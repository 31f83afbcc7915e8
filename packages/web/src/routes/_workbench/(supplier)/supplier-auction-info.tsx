import { createFileRoute } from '@tanstack/react-router';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { ProjectInfoPage } from '@/features/supplier/projects/ProjectInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-auction-info')({
  validateSearch: recordSearch,
  component: () => <ProjectInfoPage kind={kinds.auction} />,
});
