import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { DealResultPage } from '@/features/supplier/projects/DealResultPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/view-bid')({
  validateSearch: searchParams({ id: optionalString }),
  component: DealResultPage,
});
