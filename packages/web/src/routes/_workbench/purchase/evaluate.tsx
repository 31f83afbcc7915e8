import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { EvaluatePage } from '@/features/purchase/evaluation/EvaluatePage.tsx';

export const Route = createFileRoute('/_workbench/purchase/evaluate')({
  validateSearch: searchParams({ id: optionalString }),
  component: EvaluatePage,
});
