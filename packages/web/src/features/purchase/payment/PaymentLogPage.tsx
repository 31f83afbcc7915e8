import { pageContractPayments } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { paymentFilters } from './filters.ts';
import { type Payment, paymentColumns } from './payment-columns.tsx';

const columns = [
  ...paymentColumns,
  ...columnsOf<Payment>({
    tradeNo: '交易流水号',
    confirmerName: '确认人',
    confirmTime: ['确认时间', 'dateTime'],
    rejectReason: '驳回原因',
  }),
];

/** 付款: every payment of the organisation's contracts, with finance's decision. */
export function PaymentLogPage() {
  const list = useList(pageContractPayments, paymentFilters);
  return <ListPage label="付款记录" list={list} columns={columns} />;
}
