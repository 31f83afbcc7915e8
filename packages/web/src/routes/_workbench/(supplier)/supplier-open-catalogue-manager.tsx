import { createFileRoute } from '@tanstack/react-router';
import { ValidCategoriesPage } from '@/features/supplier/goods/ValidCategoriesPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-open-catalogue-manager')({
  component: ValidCategoriesPage,
});
