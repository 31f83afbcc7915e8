import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { getSupplierAccountPageQueryOptions, useUpdateAccountStatus } from '@zc/sdk/react';
import { useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import type { FilterField } from '../../../shared/ui/FilterBar/FilterBar.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
import { EditStatementDialog } from './EditStatementDialog.tsx';
import { ListTabs, tabOf } from './ListTabs.tsx';
import { type AccountStatus, accountStatusLabels, editableAccount, supplierAccountMoves } from './labels.ts';
import { StatementDetail } from './StatementDetail.tsx';

type Account = components['schemas']['OrderAccount'];
const column = createColumns<Account>();

export interface StatementListProps {
  label: string;
  /** Only these states, one at a time as tabs (已匹配结算单); otherwise a state filter over all of them. */
  statusTabs?: readonly AccountStatus[];
  /** Where a statement opens: its own page (/supplier-detail?id=), or a dialog over the list. */
  detailPage?: boolean;
}

/** The supplier's statements: filters, detail, edit while unconfirmed, and the state changes that are the supplier's. */
export function StatementListPage({ label, statusTabs, detailPage = false }: StatementListProps) {
  const list = useListSearch();
  const [viewing, setViewing] = useState<Account>();
  const [editing, setEditing] = useState<Account>();
  const updateStatus = useUpdateAccountStatus();
  const tabs = statusTabs?.map((status) => ({ value: String(status), label: accountStatusLabels[status] }));
  const status = tabs ? tabOf(tabs, list.filters.status) : list.filters.status;
  const accounts = useQuery({
    ...getSupplierAccountPageQueryOptions({
      query: {
        pageNum: list.page.current,
        pageSize: list.page.size,
        accountNo: list.filters.accountNo,
        status: status === undefined ? undefined : (Number(status) as AccountStatus),
        startTime: list.filters.startTime,
        endTime: list.filters.endTime,
      },
    }),
    placeholderData: keepPreviousData,
  });

  const move = async (
    account: Account,
    { to, label: action, done }: { to: AccountStatus; label: string; done: string },
  ) => {
    const confirmed = await confirm({
      title: `${action}`,
      message: `确定将对账单 ${account.accountNo} ${action}吗？状态将变为“${accountStatusLabels[to]}”。`,
      ...(to === 5 && { danger: true }),
    });
    if (!confirmed) return;
    updateStatus.mutate({ body: { id: account.id, status: to } }, { onSuccess: () => toast.success(done) });
  };

  const columns = [
    column.accessor('accountNo', {
      header: '对账单号',
      cell: ({ row }) =>
        detailPage ? (
          <Link to="/supplier-detail" search={{ id: row.original.id }} className="text-brand hover:underline">
            {row.original.accountNo}
          </Link>
        ) : (
          <Button variant="text" size="sm" onClick={() => setViewing(row.original)}>
            {row.original.accountNo}
          </Button>
        ),
    }),
    column.accessor('accountName', { header: '对账单名称' }),
    column.accessor('purchaserName', { header: '采购单位' }),
    column.display({
      id: 'period',
      header: '对账期间',
      cell: ({ row }) =>
        row.original.startDate ? `${formatDate(row.original.startDate)} 至 ${formatDate(row.original.endDate)}` : '--',
    }),
    column.accessor('orderCount', { header: '订单数', meta: { align: 'right' } }),
    column.accessor('totalAmount', {
      header: '对账金额',
      cell: (c) => formatMoney(c.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('status', { header: '状态', cell: (c) => labelOf(accountStatusLabels, c.getValue()) }),
    column.accessor('rejectReason', { header: '驳回原因' }),
    column.accessor('createTime', { header: '创建时间', cell: (c) => formatDateTime(c.getValue()) }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => {
        const account = row.original;
        return (
          <div className="flex flex-wrap gap-1">
            <Permission value="account:edit">
              {editableAccount(account.status) && (
                <Button variant="text" size="sm" onClick={() => setEditing(account)}>
                  编辑
                </Button>
              )}
              {supplierAccountMoves[account.status]?.map((change) => (
                <Button key={change.to} variant="text" size="sm" onClick={() => move(account, change)}>
                  {change.label}
                </Button>
              ))}
            </Permission>
          </div>
        );
      },
    }),
  ];

  const filters: FilterField[] = [
    { name: 'accountNo', label: '对账单号' },
    ...(tabs
      ? []
      : [{ type: 'select' as const, name: 'status', label: '状态', options: optionsOf(accountStatusLabels) }]),
    { type: 'date', name: 'startTime', label: '创建开始' },
    { type: 'date', name: 'endTime', label: '创建结束' },
  ];

  return (
    <>
      <ListPage label={label} list={list} filters={filters} columns={columns} {...tableQuery(accounts)}>
        {tabs && status !== undefined && (
          <ListTabs
            label="对账单状态"
            tabs={tabs}
            current={status}
            onChange={(value) => list.search({ ...list.filters, status: value })}
          />
        )}
      </ListPage>
      {viewing && (
        <Dialog
          open
          onOpenChange={(open) => !open && setViewing(undefined)}
          title={`对账单详情：${viewing.accountNo}`}
          width="w-[1000px]"
        >
          <StatementDetail id={viewing.id} />
        </Dialog>
      )}
      {editing && <EditStatementDialog account={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
