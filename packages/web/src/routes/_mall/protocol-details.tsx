import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { RuleDetailPage } from '@/features/mall/notices/RuleDetailPage.tsx';

export const Route = createFileRoute('/_mall/protocol-details')({
  validateSearch: searchParams({ id: optionalString }),
  component: RuleDetailPage,
});
