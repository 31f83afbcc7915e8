import { createFileRoute } from '@tanstack/react-router';
import { EntrustDetailsPage } from '@/features/supplier/projects/EntrustDetailsPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/entrust-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: EntrustDetailsPage,
});
