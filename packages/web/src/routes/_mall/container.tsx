import { createFileRoute } from '@tanstack/react-router';
import type { zoneFilters } from '@/features/mall/zones/filters.ts';
import { ZonePage } from '@/features/mall/zones/ZonePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

// The container shop: the goods zone coded 'container' in the zone settings.
export const Route = createFileRoute('/_mall/container')({
  validateSearch: listSearch<typeof zoneFilters>(),
  component: () => <ZonePage areaCode="container" />,
});
