import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { EntrustDetailsPage } from '@/features/supplier/projects/EntrustDetailsPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/entrust-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: EntrustDetailsPage,
});
