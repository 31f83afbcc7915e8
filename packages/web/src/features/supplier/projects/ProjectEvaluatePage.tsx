import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSupplierBiddingProjectsQueryOptions, queryProjectEvaluateDetailQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { Details } from '../../../shared/ui/Details/Details.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import type { Project } from './kinds.ts';
import { moneyColumn } from './ProjectSheet.tsx';

const column = createColumns<Project>();
const typeLabels = { 1: '竞价', 2: '反拍' } as const;
const stars = (score: number | undefined) =>
  score === undefined ? undefined : `${'★'.repeat(score)}${'☆'.repeat(5 - score)}`;

/**
 * 项目评价: the projects this supplier took part in that were picked (已定标), and how the purchaser evaluated the
 * winning supplier (queryProjectEvaluateDetail). Auctions are left out: the seller does not evaluate its buyer.
 */
export function ProjectEvaluatePage() {
  const list = useListSearch();
  const [viewing, setViewing] = useState<Project>();
  const { projectName, projectType } = list.filters;
  const query = useQuery({
    ...pageSupplierBiddingProjectsQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        status: 10,
        joined: 1,
        projectName,
        projectType: projectType === undefined ? undefined : (Number(projectType) as Project['projectType']),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const columns = [
    column.accessor('projectNo', { header: '项目编号' }),
    column.accessor('projectName', { header: '项目名称' }),
    column.accessor('projectType', { header: '采购方式', cell: (cell) => labelOf(typeLabels, cell.getValue()) }),
    column.accessor('purchaserOrgName', { header: '采购单位' }),
    column.accessor('currentBestPrice', {
      header: '成交价',
      ...moneyColumn,
    }),
    column.accessor('updateTime', { header: '定标时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => (
        <Button variant="text" size="sm" onClick={() => setViewing(row.original)}>
          查看评价
        </Button>
      ),
    }),
  ];
  return (
    <>
      <ListPage
        label="项目评价"
        list={list}
        filters={[
          { name: 'projectName', label: '项目名称' },
          { type: 'select', name: 'projectType', label: '采购方式', options: optionsOf(typeLabels) },
        ]}
        columns={columns}
        {...tableQuery(query)}
      />
      {viewing && <EvaluationDialog project={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}

function EvaluationDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const query = useQuery(queryProjectEvaluateDetailQueryOptions({ query: { projectId: project.id } }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`项目评价：${project.projectName}`}>
      <QueryState query={{ ...query, data: query.isPending ? undefined : (query.data ?? null) }}>
        {(evaluation) =>
          evaluation ? (
            <Details
              title="采购单位评价"
              items={[
                { label: '综合评分', value: stars(evaluation.score) },
                { label: '质量', value: stars(evaluation.qualityScore) },
                { label: '服务', value: stars(evaluation.serviceScore) },
                { label: '交付', value: stars(evaluation.deliveryScore) },
                { label: '评价时间', value: formatDateTime(evaluation.createTime), span: 2 },
                { label: '评价内容', value: evaluation.content, span: 3 },
              ]}
            />
          ) : (
            <p className="p-6 text-center text-sm text-slate-500">采购单位暂未评价该项目</p>
          )
        }
      </QueryState>
    </Dialog>
  );
}
