import { ReconciliationPage } from './ReconciliationPage.tsx';

/** 电商对账: the e-commerce shops' reconciliation. */
export function EmallReconciliationPage() {
  return <ReconciliationPage mall="emall" />;
}
