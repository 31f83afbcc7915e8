import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { SourcingOfferListPage } from '../../../features/supplier/sourcing/SourcingOfferListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-offer')({
  staticData: { title: '询价报价' },
  validateSearch: listSearch(['sourcingName', 'sourcingNo', 'status', 'quoteStatus']),
  component: SourcingOfferListPage,
});
