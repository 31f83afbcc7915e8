import { createFileRoute } from '@tanstack/react-router';
import { DemandCarOverPage } from '@/features/mall/demand-car/DemandCarOverPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/demand-car-over')({
  // The demand car row just added.
  validateSearch: recordSearch,
  component: DemandCarOverPage,
});
