import { createFileRoute } from '@tanstack/react-router';
import { DealResultPage } from '@/features/supplier/projects/DealResultPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/view-bid')({
  validateSearch: recordSearch,
  component: DealResultPage,
});
