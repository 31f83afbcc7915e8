import { createFileRoute } from '@tanstack/react-router';
import { JoinBidPage } from '@/features/supplier/projects/JoinBidPage.tsx';
import { kinds } from '@/features/supplier/projects/kinds.ts';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/auction-join-bid')({
  validateSearch: recordSearch,
  component: () => <JoinBidPage kind={kinds.auction} />,
});
