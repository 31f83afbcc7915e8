import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { getProjectOrderInfoQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, DataTable, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { kindOfType, type ProjectKind } from './kinds.ts';
import { bidStatusLabels, roundLabels } from './labels.ts';
import { moneyColumn, ProjectFacts, Section, StaticTable, WithProjectId } from './ProjectSheet.tsx';

type Bid = components['schemas']['BidBidding'];
const bidColumn = createColumns<Bid>();
const lineColumn = createColumns<components['schemas']['BidGoods']>();

/** 历史报价详情: every price the supplier gave in a project and, for one of them, its price per goods line. */
export function OfferDetailsPage() {
  return <WithProjectId>{(id) => <OfferDetails projectId={id} />}</WithProjectId>;
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
  const columns = [
    bidColumn.accessor('round', { header: '轮次', cell: (cell) => labelOf(roundLabels, cell.getValue()) }),
    bidColumn.accessor('totalPrice', {
      header: `${kind.bidWord}总价`,
      ...moneyColumn,
    }),
    bidColumn.accessor('rank', { header: '排名' }),
    bidColumn.accessor('status', { header: '状态', cell: (cell) => labelOf(bidStatusLabels, cell.getValue()) }),
    bidColumn.accessor('bidTime', { header: `${kind.bidWord}时间`, cell: (cell) => formatDateTime(cell.getValue()) }),
    bidColumn.accessor('remark', { header: '备注' }),
    bidColumn.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => (
        <Button variant="text" size="sm" onClick={() => setShown(row.original)}>
          商品明细
        </Button>
      ),
    }),
  ];
  const lineColumns = [
    lineColumn.accessor('goodsName', { header: '商品名称' }),
    lineColumn.accessor('spec', { header: '规格型号' }),
    lineColumn.accessor('brandName', { header: '品牌' }),
    lineColumn.accessor('unit', { header: '单位' }),
    lineColumn.accessor('quantity', { header: '数量', meta: { align: 'right' } }),
    lineColumn.accessor('unitPrice', {
      header: '单价',
      ...moneyColumn,
    }),
    lineColumn.accessor('totalPrice', {
      header: '小计',
      ...moneyColumn,
    }),
  ];
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
