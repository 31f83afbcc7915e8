import { createFileRoute } from '@tanstack/react-router';
import { SourcingAddPage } from '@/features/purchase/sourcing/SourcingAddPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/my-sourcing-add')({
  validateSearch: recordSearch,
  component: SourcingAddPage,
});
