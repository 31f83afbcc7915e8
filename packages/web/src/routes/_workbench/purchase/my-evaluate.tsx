import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '@/app/search.ts';
import type { myEvaluateFilters } from '@/features/purchase/evaluation/filters.ts';
import { MyEvaluatePage } from '@/features/purchase/evaluation/MyEvaluatePage.tsx';

export const Route = createFileRoute('/_workbench/purchase/my-evaluate')({
  validateSearch: listSearch<typeof myEvaluateFilters>(),
  component: MyEvaluatePage,
});
