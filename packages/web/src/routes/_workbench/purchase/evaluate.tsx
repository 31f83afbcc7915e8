import { createFileRoute } from '@tanstack/react-router';
import { EvaluatePage } from '@/features/purchase/evaluation/EvaluatePage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/evaluate')({
  validateSearch: recordSearch,
  component: EvaluatePage,
});
