import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { EvaluateListPage } from '../../../features/supplier/agreement/EvaluateListPage.tsx';
import { evaluateFilterNames } from '../../../features/supplier/agreement/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-agreement-evaluate')({
  staticData: { title: '协议评价' },
  validateSearch: listSearch(evaluateFilterNames),
  component: EvaluateListPage,
});
