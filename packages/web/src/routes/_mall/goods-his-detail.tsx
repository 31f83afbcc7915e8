import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { GoodsSnapshotPage } from '@/features/mall/snapshot/GoodsSnapshotPage.tsx';

export const Route = createFileRoute('/_mall/goods-his-detail')({
  // The order line whose goods are shown as ordered.
  validateSearch: searchParams({ id: optionalString }),
  component: GoodsSnapshotPage,
});
