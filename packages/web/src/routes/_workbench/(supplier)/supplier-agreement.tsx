import { createFileRoute } from '@tanstack/react-router';
import { searchParams } from '@/app/search.ts';
import { AgreementOverviewPage } from '@/features/supplier/agreement/AgreementOverviewPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement')({
  validateSearch: searchParams({}),
  component: AgreementOverviewPage,
});
