import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '@/features/admin/resources/ResourcesPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/resources-manager')({
  component: ResourcesPage,
});
