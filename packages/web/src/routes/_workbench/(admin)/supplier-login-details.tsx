import { createFileRoute } from '@tanstack/react-router';
import type { signInFilters } from '@/features/admin/statistics/shared/filters.ts';
import { SignInDetailsPage } from '@/features/admin/statistics/sign-ins/SignInDetailsPage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/supplier-login-details')({
  validateSearch: listSearch<typeof signInFilters>(),
  component: SignInDetailsPage,
});
