import { createFileRoute } from '@tanstack/react-router';
import type { periodFilters } from '@/features/admin/statistics/shared/filters.ts';
import { SignInTrendPage } from '@/features/admin/statistics/sign-ins/SignInTrendPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/login-trend-chart')({
  validateSearch: listSearch<typeof periodFilters>(),
  component: SignInTrendPage,
});
