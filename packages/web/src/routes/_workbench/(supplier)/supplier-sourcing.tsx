import { createFileRoute } from '@tanstack/react-router';
import { SourcingOverviewPage } from '@/features/supplier/sourcing/SourcingOverviewPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing')({
  component: SourcingOverviewPage,
});
