import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { zoneFilters } from '@/features/mall/zones/filters.ts';
import { ZonePage } from '@/features/mall/zones/ZonePage.tsx';

// The mining zone: the goods zone coded 'mining' in the zone settings.
export const Route = createFileRoute('/_mall/kyHome')({
  validateSearch: listSearch<typeof zoneFilters>(),
  component: () => <ZonePage areaCode="mining" />,
});
