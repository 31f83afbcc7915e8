import { createFileRoute } from '@tanstack/react-router';
import { EntrustDetailsPage } from '@/features/supplier/projects/EntrustDetailsPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/entrust-details')({
  validateSearch: recordSearch,
  component: EntrustDetailsPage,
});
