import { createFileRoute } from '@tanstack/react-router';
import { AdminWorkbenchPage } from '@/features/admin/workbench/AdminWorkbenchPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/admin')({
  component: AdminWorkbenchPage,
});
