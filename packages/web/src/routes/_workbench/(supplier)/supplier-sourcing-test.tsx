import { createFileRoute } from '@tanstack/react-router';
import { SourcingTestPage } from '@/features/supplier/sourcing/SourcingTestPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-sourcing-test')({
  staticData: { title: '寻源测试' },
  component: SourcingTestPage,
});
