import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { EvaluateInfoPage } from '@/features/purchase/evaluation/EvaluateInfoPage.tsx';

export const Route = createFileRoute('/_workbench/purchase/evaluateInfo')({
  validateSearch: searchParams({ id: optionalString }),
  component: EvaluateInfoPage,
});
