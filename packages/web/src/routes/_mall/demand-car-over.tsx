import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { DemandCarOverPage } from '@/features/mall/demand-car/DemandCarOverPage.tsx';

export const Route = createFileRoute('/_mall/demand-car-over')({
  // The demand car row just added.
  validateSearch: searchParams({ id: optionalString }),
  component: DemandCarOverPage,
});
