import { createFileRoute } from '@tanstack/react-router';
import { SelectedCategoriesPage } from '@/features/admin/catalogue/selected/SelectedCategoriesPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/selected-categories')({
  component: SelectedCategoriesPage,
});
