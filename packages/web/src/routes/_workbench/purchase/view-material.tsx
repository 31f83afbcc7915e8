import { createFileRoute } from '@tanstack/react-router';
import { ViewMaterialPage } from '@/features/purchase/materials/ViewMaterialPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/view-material')({
  validateSearch: recordSearch,
  component: ViewMaterialPage,
});
