import { createFileRoute } from '@tanstack/react-router';
import { EvaluateInfoPage } from '@/features/purchase/evaluation/EvaluateInfoPage.tsx';
import { recordSearch } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/purchase/evaluateInfo')({
  validateSearch: recordSearch,
  component: EvaluateInfoPage,
});
