import { StatementListPage } from './StatementListPage.tsx';

/**
 * 已匹配结算单: the statements the purchaser has matched to its orders (confirmed), then invoiced and paid; each opens
 * on /supplier-detail. The documents name the page only; these states are our reading of "matched".
 */
export function MatchedStatementPage() {
  return <StatementListPage label="已匹配结算单" statusTabs={[1, 3, 4]} detailPage />;
}
