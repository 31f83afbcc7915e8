import { createFileRoute } from '@tanstack/react-router';
import { EvaluateInfoPage } from '@/features/supplier/agreement/EvaluateInfoPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-evaluate-info')({
  validateSearch: searchParams({ id: optionalString, orderNo: optionalString }),
  component: EvaluateInfoPage,
});
