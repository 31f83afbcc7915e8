import { createFileRoute } from '@tanstack/react-router';
import { RuleDetailPage } from '@/features/mall/notices/RuleDetailPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/protocol-details')({
  validateSearch: recordSearch,
  component: RuleDetailPage,
});
