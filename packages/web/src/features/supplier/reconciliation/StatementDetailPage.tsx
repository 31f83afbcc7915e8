import { type components, getSupplierAccountPage } from '@zc/sdk';
import { accountStatusLabels } from '@zc/sdk/labels';
import { StatementDetail } from '@/features/reconciliation/StatementDetail.tsx';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { accountFilters } from './filters.ts';

type Account = components['schemas']['OrderAccount'];

/** 已匹配结算单 offers its statements, the confirmed ones first as its first tab. */
const matchedStatements = chooser({
  noun: '结算单',
  operation: getSupplierAccountPage,
  filters: accountFilters,
  query: { status: 1 },
  columns: columnsOf<Account>({
    accountNo: '对账单号',
    accountName: '对账单名称',
    purchaserName: '采购单位',
    totalAmount: ['对账金额', 'money'],
    status: ['状态', accountStatusLabels],
  }),
  open: (account) => ({ id: account.id }),
  name: (account) => account.accountNo,
});

/** /supplier-detail?id=: a settlement statement with its orders, opened from 已匹配结算单. */
export function StatementDetailPage() {
  const { id } = usePageSearch('/supplier-detail');
  return (
    <ChooseRecord id={id} chooser={matchedStatements}>
      {(id) => <StatementDetail id={id} />}
    </ChooseRecord>
  );
}
