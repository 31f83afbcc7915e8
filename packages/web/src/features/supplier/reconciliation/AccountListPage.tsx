import { StatementListPage } from './StatementListPage.tsx';

/** 对账单列表: every statement of the supplier, in any state, with its detail in a dialog. */
export function AccountListPage() {
  return <StatementListPage label="对账单列表" />;
}
