import { createFileRoute } from '@tanstack/react-router';
import { CatalogueManagerPage } from '@/features/admin/catalogue/categories/CatalogueManagerPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/catalogue-manager')({
  component: CatalogueManagerPage,
});
