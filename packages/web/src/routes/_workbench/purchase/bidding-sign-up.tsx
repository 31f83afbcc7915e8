import { createFileRoute } from '@tanstack/react-router';
import type { certificateFilters } from '@/features/purchase/projects/filters.ts';
import { RegistrationsPage } from '@/features/purchase/projects/registrations/RegistrationsPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/bidding-sign-up')({
  validateSearch: listSearch<typeof certificateFilters>(),
  component: () => <RegistrationsPage mode="bidding" of="sign-up" />,
});
