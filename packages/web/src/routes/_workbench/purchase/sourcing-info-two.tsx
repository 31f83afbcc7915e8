import { createFileRoute } from '@tanstack/react-router';
import { QuoteComparePage } from '@/features/purchase/sourcing/QuoteComparePage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-info-two')({
  validateSearch: recordSearch,
  component: QuoteComparePage,
});
