import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { bidBiddingRoundLabels, bidHistoryRoundLabels, bidStatusLabels } from '@zc/sdk/labels';
import { countBidHistoryQueryOptions, useRevokeBid } from '@zc/sdk/react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Permission } from '@/shared/permission/Permission.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, tableQuery } from '@/shared/ui/DataTable/DataTable.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import type { ProjectKind } from './kinds.ts';
import { Section } from './ProjectSheet.tsx';

type Bid = components['schemas']['BidBidding'];
type History = components['schemas']['BidHistory'];

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

  const columns = columnsOf<Bid>({
    round: ['轮次', bidBiddingRoundLabels],
    totalPrice: [`${kind.bidWord}总价`, 'money'],
    rank: '排名',
    status: ['状态', bidStatusLabels],
    bidTime: [`${kind.bidWord}时间`, 'dateTime'],
    revokeTime: ['撤回时间', 'dateTime'],
    remark: '备注',
    actions: revocable
      ? {
          header: '操作',
          cell: (bid) =>
            bid.status === 1 && (
              <Permission value="bid:revoke">
                <Button variant="text" size="sm" onClick={() => revokeBid(bid)}>
                  撤回
                </Button>
              </Permission>
            ),
        }
      : undefined,
  });
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
  const columns = columnsOf<History>({
    supplierName: {
      header: '供应商',
      cell: (row) => (row.own ? `${row.supplierName ?? ''}（我）` : row.supplierName),
    },
    round: ['轮次', bidHistoryRoundLabels],
    totalPrice: [`${kind.bidWord}总价`, 'money'],
    status: ['状态', bidStatusLabels],
    bidTime: [`${kind.bidWord}时间`, 'dateTime'],
  });
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
