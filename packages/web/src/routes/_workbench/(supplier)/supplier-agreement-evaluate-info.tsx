import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { EvaluateInfoPage } from '@/features/supplier/agreement/EvaluateInfoPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-evaluate-info')({
  validateSearch: searchParams({ id: optionalString, orderNo: optionalString }),
  component: EvaluateInfoPage,
});
