import { createFileRoute } from '@tanstack/react-router';
import { WorkbenchPage } from '@/features/supplier/workbench/WorkbenchPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-workbench')({
  component: WorkbenchPage,
});
