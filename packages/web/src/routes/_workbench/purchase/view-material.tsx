import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { ViewMaterialPage } from '@/features/purchase/materials/ViewMaterialPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/view-material')({
  validateSearch: searchParams({ id: optionalString }),
  component: ViewMaterialPage,
});
