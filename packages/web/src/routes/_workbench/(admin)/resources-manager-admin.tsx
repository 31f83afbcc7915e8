import { createFileRoute } from '@tanstack/react-router';
import { AdminResourcesPage } from '@/features/admin/resources/ResourcesPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/resources-manager-admin')({
  component: AdminResourcesPage,
});
