import { useQuery } from '@tanstack/react-query';
import { bidStatusLabels, certificateAuditStatusLabels, depositStatusLabels } from '@zc/sdk/labels';
import { getSupplierProjectLinkQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import type { ProjectKind } from './kinds.ts';

/** The signed-in supplier's standing in the project (querySuppLinkInfo): registration, deposit, its last bid. */
export function SupplierStanding({ kind, projectId }: { kind: ProjectKind; projectId: string }) {
  const query = useQuery(getSupplierProjectLinkQueryOptions({ query: { projectId } }));
  return (
    <QueryState query={query}>
      {(link) => (
        <Details
          title="我的参与"
          items={[
            { label: '是否报名', value: link.registered ? '已报名' : '未报名' },
            { label: '报名审核', value: labelOf(certificateAuditStatusLabels, link.auditStatus) },
            { label: '保证金', value: labelOf(depositStatusLabels, link.depositStatus) },
            { label: '项目联系人', value: link.contactName },
            { label: '联系电话', value: link.contactPhone },
            // Auction bids are judged by their own check call, so the flag only speaks for bidding and backhand.
            ...(kind.better === 'lower' ? [{ label: `当前可${kind.bidWord}`, value: link.canBid ? '是' : '否' }] : []),
            {
              label: `最近${kind.bidWord}`,
              value: link.lastBid
                ? `${formatMoney(link.lastBid.totalPrice)} 元（${labelOf(bidStatusLabels, link.lastBid.status)}，${formatDateTime(link.lastBid.bidTime)}）`
                : undefined,
              span: 2,
            },
          ]}
        />
      )}
    </QueryState>
  );
}
