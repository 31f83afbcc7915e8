import { createFileRoute } from '@tanstack/react-router';
import type { myEvaluateFilters } from '@/features/purchase/evaluation/filters.ts';
import { MyEvaluatePage } from '@/features/purchase/evaluation/MyEvaluatePage.tsx';
import { listSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/my-evaluate')({
  validateSearch: listSearch<typeof myEvaluateFilters>(),
  component: MyEvaluatePage,
});
