import { createFileRoute } from '@tanstack/react-router';
import { WelfareCategoryPage } from '@/features/admin/welfare/WelfareCategoryPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/welfare-category')({
  component: WelfareCategoryPage,
});
