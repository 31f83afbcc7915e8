import { createFileRoute } from '@tanstack/react-router';
import { PurchaserResourcesPage } from '@/features/admin/resources/ResourcesPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/resources-manager-purchaser')({
  component: PurchaserResourcesPage,
});
