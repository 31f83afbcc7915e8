import { createFileRoute } from '@tanstack/react-router';
import { CalibrationPage } from '@/features/purchase/projects/calibration/CalibrationPage.tsx';
import type { calibrationFilters } from '@/features/purchase/projects/filters.ts';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/auction-calibration')({
  validateSearch: listSearch<typeof calibrationFilters>(),
  component: () => <CalibrationPage mode="auction" />,
});
