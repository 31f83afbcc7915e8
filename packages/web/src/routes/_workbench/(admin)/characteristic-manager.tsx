import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import { CharacteristicListPage } from '@/features/admin/content/characteristics/CharacteristicListPage.tsx';
import type { characteristicFilters } from '@/features/admin/content/characteristics/filters.ts';

export const Route = createFileRoute('/_workbench/(admin)/characteristic-manager')({
  validateSearch: listSearch<typeof characteristicFilters>(),
  component: CharacteristicListPage,
});
