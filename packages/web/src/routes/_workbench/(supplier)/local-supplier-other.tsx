import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { MatchedStatementPage } from '../../../features/supplier/reconciliation/MatchedStatementPage.tsx';
import { accountFilterNames } from '../../../features/supplier/reconciliation/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/local-supplier-other')({
  staticData: { title: '已匹配结算单' },
  validateSearch: listSearch(accountFilterNames),
  component: MatchedStatementPage,
});
