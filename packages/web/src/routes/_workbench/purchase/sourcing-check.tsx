import { createFileRoute } from '@tanstack/react-router';
import type { checkFilters } from '@/features/purchase/sourcing/filters.ts';
import { SourcingCheckPage } from '@/features/purchase/sourcing/SourcingCheckPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-check')({
  validateSearch: listSearch<typeof checkFilters>(),
  component: SourcingCheckPage,
});
