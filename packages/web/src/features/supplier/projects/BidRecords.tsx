import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { countBidHistoryQueryOptions, useRevokeBid } from '@zc/sdk/react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';
import { createColumns, DataTable, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { Details } from '../../../shared/ui/Details/Details.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
import type { ProjectKind } from './kinds.ts';
import { bidStatusLabels, roundLabels } from './labels.ts';
import { moneyColumn, Section } from './ProjectSheet.tsx';

type Bid = components['schemas']['BidBidding'];
type History = components['schemas']['BidHistory'];
const bidColumn = createColumns<Bid>();
const historyColumn = createColumns<History>();

const firstPage = { current: 1, size: 10 };

/** Bid and bidder counts of the project (bidBiddingHistoryQueryCount). */
export function BidCounts({ kind, projectId }: { kind: ProjectKind; projectId: string }) {
  const query = useQuery(countBidHistoryQueryOptions({ path: { id: projectId } }));
  return (
    <QueryState query={query}>
      {(counts) => (
        <Details
          title={`${kind.word}统计`}
          items={[
            { label: `${kind.bidWord}总数`, value: counts.bidCount },
            { label: `${kind.bidWord}供应商数`, value: counts.supplierCount },
            { label: `我的${kind.bidWord}次数`, value: counts.myBidCount },
            { label: `最近${kind.bidWord}时间`, value: formatDateTime(counts.lastBidTime) },
          ]}
        />
      )}
    </QueryState>
  );
}

/**
 * The supplier's own bids in the project, newest first; while a round is open a valid bid can be taken back
 * (`revocable`), after a confirmation.
 */
export function OwnBids({ kind, projectId, revocable }: { kind: ProjectKind; projectId: string; revocable: boolean }) {
  const [page, setPage] = useState(firstPage);
  const query = useQuery({ ...kind.ownBids({ projectId, ...page }), placeholderData: keepPreviousData });
  const revoke = useRevokeBid();

  const revokeBid = async (bid: Bid) => {
    const confirmed = await confirm({
      title: `撤回${kind.bidWord}`,
      message: `确定撤回 ${formatMoney(bid.totalPrice)} 元的${kind.bidWord}吗？撤回后不再参与排名。`,
    });
    if (!confirmed) return;
    // A refusal reaches the user as the SDK's warning toast; the row stays as it was.
    await revoke.mutateAsync({ path: { id: bid.id } }).then(
      () => toast.success('撤回成功'),
      () => {},
    );
  };

  const columns = [
    bidColumn.accessor('round', { header: '轮次', cell: (cell) => labelOf(roundLabels, cell.getValue()) }),
    bidColumn.accessor('totalPrice', {
      header: `${kind.bidWord}总价`,
      ...moneyColumn,
    }),
    bidColumn.accessor('rank', { header: '排名' }),
    bidColumn.accessor('status', { header: '状态', cell: (cell) => labelOf(bidStatusLabels, cell.getValue()) }),
    bidColumn.accessor('bidTime', { header: `${kind.bidWord}时间`, cell: (cell) => formatDateTime(cell.getValue()) }),
    bidColumn.accessor('revokeTime', { header: '撤回时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    bidColumn.accessor('remark', { header: '备注' }),
    ...(revocable
      ? [
          bidColumn.display({
            id: 'actions',
            header: '操作',
            cell: ({ row }) =>
              row.original.status === 1 && (
                <Permission value="bid:revoke">
                  <Button variant="text" size="sm" onClick={() => revokeBid(row.original)}>
                    撤回
                  </Button>
                </Permission>
              ),
          }),
        ]
      : []),
  ];
  return (
    <Section title={`我的${kind.bidWord}`}>
      <DataTable
        label={`我的${kind.bidWord}`}
        columns={columns}
        page={page}
        onPageChange={setPage}
        {...tableQuery(query)}
      />
    </Section>
  );
}

/** The bidding history of the project as bidders see it: other suppliers' names masked, newest first. */
export function BidHistoryTable({ kind, projectId }: { kind: ProjectKind; projectId: string }) {
  const [page, setPage] = useState(firstPage);
  const query = useQuery({ ...kind.history({ projectId, ...page }), placeholderData: keepPreviousData });
  const columns = [
    historyColumn.accessor('supplierName', {
      header: '供应商',
      cell: (cell) => (cell.row.original.own ? `${cell.getValue() ?? ''}（我）` : cell.getValue()),
    }),
    historyColumn.accessor('round', { header: '轮次', cell: (cell) => labelOf(roundLabels, cell.getValue()) }),
    historyColumn.accessor('totalPrice', {
      header: `${kind.bidWord}总价`,
      ...moneyColumn,
    }),
    historyColumn.accessor('status', { header: '状态', cell: (cell) => labelOf(bidStatusLabels, cell.getValue()) }),
    historyColumn.accessor('bidTime', {
      header: `${kind.bidWord}时间`,
      cell: (cell) => formatDateTime(cell.getValue()),
    }),
  ];
  return (
    <Section title={`${kind.word}记录`}>
      <DataTable
        label={`${kind.word}记录`}
        columns={columns}
        page={page}
        onPageChange={setPage}
        {...tableQuery(query)}
      />
    </Section>
  );
}
