import { createFileRoute } from '@tanstack/react-router';
import { myEvaluateFilters } from '@/features/purchase/evaluation/filters.ts';
import { MyEvaluatePage } from '@/features/purchase/evaluation/MyEvaluatePage.tsx';

export const Route = createFileRoute('/_workbench/purchase/my-evaluate')({
  validateSearch: myEvaluateFilters.search,
  component: MyEvaluatePage,
});
