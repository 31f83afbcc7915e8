import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { accountStatusLabels } from '@zc/sdk/labels';
import { formatDate } from '@/shared/format/date.ts';
import { EMPTY } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { StatementActions } from './StatementActions.tsx';

export type Account = components['schemas']['OrderAccount'];

/** 对账期间: a statement's first and last day. */
export const accountPeriod = (account: Account) =>
  account.startDate ? `${formatDate(account.startDate)} 至 ${formatDate(account.endDate)}` : EMPTY;

/**
 * The columns of a statement list. A statement opens on its own page (`detailPage`: /supplier-detail?id=) or in a
 * dialog over the list (`view`).
 */
export function statementColumns({
  detailPage,
  view,
  edit,
}: {
  detailPage: boolean;
  view: (account: Account) => void;
  edit: (account: Account) => void;
}) {
  return columnsOf<Account>({
    accountNo: {
      header: '对账单号',
      cell: (account) =>
        detailPage ? (
          <Link to="/supplier-detail" search={{ id: account.id }} className="text-brand hover:underline">
            {account.accountNo}
          </Link>
        ) : (
          <Button variant="text" size="sm" onClick={() => view(account)}>
            {account.accountNo}
          </Button>
        ),
    },
    accountName: '对账单名称',
    purchaserName: '采购单位',
    period: { header: '对账期间', cell: accountPeriod },
    orderCount: { header: '订单数', align: 'right' },
    totalAmount: ['对账金额', 'money'],
    status: ['状态', accountStatusLabels],
    rejectReason: '驳回原因',
    createTime: ['创建时间', 'dateTime'],
    actions: { header: '操作', cell: (account) => <StatementActions account={account} onEdit={edit} /> },
  });
}
