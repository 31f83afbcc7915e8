import { createFileRoute } from '@tanstack/react-router';
import { AgreementOverviewPage } from '@/features/supplier/agreement/AgreementOverviewPage.tsx';
import { searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement')({
  validateSearch: searchParams({}),
  component: AgreementOverviewPage,
});
