import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { MaterialEditPage } from '@/features/admin/catalogue/materials/MaterialEditPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/admin-material-edit')({
  validateSearch: searchParams({ id: optionalString }),
  component: MaterialEditPage,
});
