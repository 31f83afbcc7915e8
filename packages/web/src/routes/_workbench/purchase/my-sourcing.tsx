import { createFileRoute } from '@tanstack/react-router';
import type { sourcingFilters } from '@/features/purchase/sourcing/filters.ts';
import { MySourcingPage } from '@/features/purchase/sourcing/MySourcingPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/my-sourcing')({
  validateSearch: listSearch<typeof sourcingFilters>(),
  component: MySourcingPage,
});
