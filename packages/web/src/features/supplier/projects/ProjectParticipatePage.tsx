import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { pageBiddingHallQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import type { ProjectKind } from './kinds.ts';
import { isRunning, projectStatusLabels, publishedStatusLabels } from './labels.ts';
import { moneyColumn } from './ProjectSheet.tsx';

type HallItem = components['schemas']['BiddingHallItem'];
const column = createColumns<HallItem>();
const linkClass = 'text-brand hover:underline';

/** 参与竞价 / 参与反拍 / 参与拍卖: the projects this supplier registered for, with its last price and rank. */
export function ProjectParticipatePage({ kind }: { kind: ProjectKind }) {
  const list = useListSearch();
  const { projectName, status } = list.filters;
  const query = useQuery({
    ...pageBiddingHallQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        projectType: kind.projectType,
        projectName,
        status: status === undefined ? undefined : (Number(status) as HallItem['status']),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const seller = kind.better === 'higher';
  const columns = [
    column.accessor('projectNo', { header: '项目编号' }),
    column.accessor('projectName', {
      header: '项目名称',
      cell: ({ row, getValue }) => (
        <Link to={kind.routes.info} search={{ id: row.original.projectId }} className={linkClass}>
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('purchaserOrgName', { header: seller ? '拍卖单位' : '采购单位' }),
    column.accessor('status', { header: '项目状态', cell: (cell) => labelOf(projectStatusLabels, cell.getValue()) }),
    column.accessor('currentRound', { header: '轮次', cell: (cell) => cell.getValue() && `第${cell.getValue()}轮` }),
    column.accessor('startTime', { header: '开始时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    column.accessor('endTime', { header: '结束时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    column.accessor('startPrice', {
      header: seller ? '起拍价' : '最高限价',
      ...moneyColumn,
    }),
    column.accessor('bestPrice', {
      header: seller ? '当前最高价' : '当前最低价',
      ...moneyColumn,
    }),
    column.accessor('myLastPrice', {
      header: `我的${kind.bidWord}`,
      ...moneyColumn,
    }),
    column.accessor('myRank', { header: '我的排名' }),
    column.accessor('bidCount', { header: `有效${kind.bidWord}` }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => (
        <span className="flex gap-2 whitespace-nowrap">
          {isRunning(row.original.status) && (
            <Link to={kind.routes.joinBid} search={{ id: row.original.projectId }} className={linkClass}>
              {kind.bidWord}
            </Link>
          )}
          <Link to={kind.routes.viewDetails} search={{ id: row.original.projectId }} className={linkClass}>
            查看
          </Link>
        </span>
      ),
    }),
  ];
  return (
    <ListPage
      label={`参与${kind.word}项目`}
      list={list}
      filters={[
        { name: 'projectName', label: '项目名称' },
        { type: 'select', name: 'status', label: '项目状态', options: optionsOf(publishedStatusLabels) },
      ]}
      columns={columns}
      rowKey={(row) => row.projectId}
      {...tableQuery(query)}
    />
  );
}
