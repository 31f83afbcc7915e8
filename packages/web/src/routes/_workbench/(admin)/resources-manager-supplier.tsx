import { createFileRoute } from '@tanstack/react-router';
import { SupplierResourcesPage } from '@/features/admin/resources/ResourcesPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/resources-manager-supplier')({
  component: SupplierResourcesPage,
});
