import { createFileRoute } from '@tanstack/react-router';
import { MaterialListPage } from '@/features/purchase/materials/MaterialListPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/material-list')({
  component: MaterialListPage,
});
