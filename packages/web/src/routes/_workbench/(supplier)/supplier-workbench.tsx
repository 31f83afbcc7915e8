import { createFileRoute } from '@tanstack/react-router';
import { WorkbenchPage } from '@/features/supplier/workbench/WorkbenchPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-workbench')({
  staticData: { title: '工作台' },
  component: WorkbenchPage,
});
