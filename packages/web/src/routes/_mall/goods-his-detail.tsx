import { createFileRoute } from '@tanstack/react-router';
import { GoodsSnapshotPage } from '@/features/mall/snapshot/GoodsSnapshotPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_mall/goods-his-detail')({
  // The order line whose goods are shown as ordered.
  validateSearch: recordSearch,
  component: GoodsSnapshotPage,
});
