import { pageProjectContractPayments } from '@zc/sdk';
import { paymentColumns } from '@/features/projects/contract-columns.tsx';
import { type SettlementId, settlements } from '@/features/purchase/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { paymentFilters } from '../filters.ts';

/** {mode}付款: the payments asked for against the mode's contracts, and what finance decided of each. */
export function PaymentListPage({ mode: id }: { mode: SettlementId }) {
  const mode = settlements[id];
  const list = useList(pageProjectContractPayments, paymentFilters, { query: { projectType: mode.projectType } });
  return <ListPage label={`${mode.word}付款`} list={list} columns={paymentColumns} />;
}
