import { createFileRoute } from '@tanstack/react-router';
import { SourcingRulesPage } from '@/features/purchase/sourcing/SourcingRulesPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-add-rules')({
  validateSearch: recordSearch,
  component: SourcingRulesPage,
});
