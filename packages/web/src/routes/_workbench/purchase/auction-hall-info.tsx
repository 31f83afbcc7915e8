import { createFileRoute } from '@tanstack/react-router';
import { HallInfoPage } from '@/features/purchase/projects/hall/HallInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/auction-hall-info')({
  validateSearch: recordSearch,
  component: () => <HallInfoPage mode="auction" />,
});
