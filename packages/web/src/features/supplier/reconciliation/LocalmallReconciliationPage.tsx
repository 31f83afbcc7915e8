import { ReconciliationPage } from './ReconciliationPage.tsx';

/** 本地商城对账: the local mall's reconciliation. */
export function LocalmallReconciliationPage() {
  return <ReconciliationPage mall="localmall" />;
}
