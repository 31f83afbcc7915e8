import { createFileRoute } from '@tanstack/react-router';
import { SetRulesPage } from '@/features/purchase/projects/add/SetRulesPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/bidding-set-rules')({
  validateSearch: recordSearch,
  component: () => <SetRulesPage mode="bidding" />,
});
