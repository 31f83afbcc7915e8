import { createFileRoute } from '@tanstack/react-router';
import { SourcingOverviewPage } from '@/features/supplier/sourcing/SourcingOverviewPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing')({
  staticData: { title: '在线寻源' },
  component: SourcingOverviewPage,
});
