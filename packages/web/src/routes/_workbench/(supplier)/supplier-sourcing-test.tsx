import { createFileRoute } from '@tanstack/react-router';
import { SourcingTestPage } from '@/features/supplier/sourcing/SourcingTestPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-test')({
  component: SourcingTestPage,
});
