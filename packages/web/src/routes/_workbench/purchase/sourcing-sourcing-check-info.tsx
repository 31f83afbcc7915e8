import { createFileRoute } from '@tanstack/react-router';
import { SourcingCheckInfoPage } from '@/features/purchase/sourcing/SourcingCheckInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/sourcing-sourcing-check-info')({
  validateSearch: recordSearch,
  component: SourcingCheckInfoPage,
});
