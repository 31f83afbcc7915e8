import { createFileRoute } from '@tanstack/react-router';
import { CharacteristicListPage } from '@/features/admin/content/characteristics/CharacteristicListPage.tsx';
import type { characteristicFilters } from '@/features/admin/content/characteristics/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(admin)/characteristic-manager')({
  validateSearch: listSearch<typeof characteristicFilters>(),
  component: CharacteristicListPage,
});
