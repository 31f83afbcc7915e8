import { createFileRoute } from '@tanstack/react-router';
import { MaterialEditPage } from '@/features/admin/catalogue/materials/MaterialEditPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/admin-material-edit')({
  validateSearch: searchParams({ id: optionalString }),
  component: MaterialEditPage,
});
