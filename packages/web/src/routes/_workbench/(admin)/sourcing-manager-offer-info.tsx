import { createFileRoute } from '@tanstack/react-router';
import { SourcingOfferInfoPage } from '@/features/admin/projects/SourcingOfferInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/sourcing-manager-offer-info')({
  validateSearch: recordSearch,
  component: SourcingOfferInfoPage,
});
