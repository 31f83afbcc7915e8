import { createFileRoute } from '@tanstack/react-router';
import { SourcingOfferInfoPage } from '@/features/supplier/sourcing/SourcingOfferInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-offer-info')({
  validateSearch: recordSearch,
  component: SourcingOfferInfoPage,
});
