import { createFileRoute } from '@tanstack/react-router';
import { FastShelfPage } from '@/features/supplier/goods/FastShelfPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/goods-fast-shelf')({
  component: FastShelfPage,
});
