import { createFileRoute } from '@tanstack/react-router';
import { RuleDetailPage } from '@/features/mall/notices/RuleDetailPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/protocol-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: RuleDetailPage,
});
