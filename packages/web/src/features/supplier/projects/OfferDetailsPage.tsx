import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { bidBiddingRoundLabels, bidStatusLabels } from '@zc/sdk/labels';
import { getProjectOrderInfoQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, tableQuery } from '@/shared/ui/DataTable/DataTable.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { kindOfType, type ProjectKind } from './kinds.ts';
import { ProjectFacts, Section, StaticTable, WithProject } from './ProjectSheet.tsx';
import { projectChoosers } from './project-choosers.ts';

type Bid = components['schemas']['BidBidding'];

const lineColumns = columnsOf<components['schemas']['BidGoods']>({
  goodsName: '商品名称',
  spec: '规格型号',
  brandName: '品牌',
  unit: '单位',
  quantity: { header: '数量', align: 'right' },
  unitPrice: ['单价', 'money'],
  totalPrice: ['小计', 'money'],
});

/** 历史报价详情: every price the supplier gave in a project and, for one of them, its price per goods line. */
export function OfferDetailsPage() {
  return <WithProject chooser={projectChoosers.anyJoined}>{(id) => <OfferDetails projectId={id} />}</WithProject>;
}

function OfferDetails({ projectId }: { projectId: string }) {
  const query = useQuery(getProjectOrderInfoQueryOptions({ path: { id: projectId } }));
  return (
    <QueryState query={query}>
      {(project) => {
        const kind = kindOfType(project.projectType);
        return (
          <div className="flex flex-col gap-3">
            <ProjectFacts kind={kind} project={project} />
            <Offers kind={kind} projectId={projectId} />
          </div>
        );
      }}
    </QueryState>
  );
}

function Offers({ kind, projectId }: { kind: ProjectKind; projectId: string }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [shown, setShown] = useState<Bid>();
  const query = useQuery({ ...kind.ownBids({ projectId, ...page }), placeholderData: keepPreviousData });
  const columns = columnsOf<Bid>({
    round: ['轮次', bidBiddingRoundLabels],
    totalPrice: [`${kind.bidWord}总价`, 'money'],
    rank: '排名',
    status: ['状态', bidStatusLabels],
    bidTime: [`${kind.bidWord}时间`, 'dateTime'],
    remark: '备注',
    actions: {
      header: '操作',
      cell: (bid) => (
        <Button variant="text" size="sm" onClick={() => setShown(bid)}>
          商品明细
        </Button>
      ),
    },
  });
  return (
    <>
      <Section title={`历史${kind.bidWord}`}>
        <DataTable
          label={`历史${kind.bidWord}`}
          columns={columns}
          page={page}
          onPageChange={setPage}
          {...tableQuery(query)}
        />
      </Section>
      {shown && (
        <StaticTable
          label={`${formatDateTime(shown.bidTime)} ${kind.bidWord}明细`}
          columns={lineColumns}
          query={{ data: shown.goods ?? [], isPending: false, error: null, refetch: () => {} }}
          emptyText={`整单${kind.bidWord}，无分项单价`}
        />
      )}
    </>
  );
}
