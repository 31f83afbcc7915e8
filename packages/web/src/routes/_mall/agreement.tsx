import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '@/features/mall/agreement/AgreementPage.tsx';
import type { zoneFilters } from '@/features/mall/zones/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/agreement')({
  validateSearch: listSearch<typeof zoneFilters>(),
  component: AgreementPage,
});
