import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import type { Project, ProjectKind } from './kinds.ts';
import { projectStatusLabels, resultStatusLabels } from './labels.ts';
import { moneyColumn } from './ProjectSheet.tsx';

const column = createColumns<Project>();
const linkClass = 'text-brand hover:underline';
/** The list call filters one phase at a time, so the page shows one result phase per tab; 已定标 first. */
const defaultStatus = '10';

/** 竞价结果 / 反拍结果 / 拍卖结果: the supplier's projects whose bidding closed, by phase, each with its deal result. */
export function ProjectResultPage({ kind }: { kind: ProjectKind }) {
  const list = useListSearch();
  const { projectName, projectNo } = list.filters;
  const status = list.filters.status ?? defaultStatus;
  const query = useQuery({
    ...kind.projects({
      current: list.page.current,
      size: list.page.size,
      joined: 1,
      status: Number(status) as Project['status'],
      projectName,
      projectNo,
    }),
    placeholderData: keepPreviousData,
  });
  const columns = [
    column.accessor('projectNo', { header: '项目编号' }),
    column.accessor('projectName', {
      header: '项目名称',
      cell: ({ row, getValue }) => (
        <Link to={kind.routes.viewDetails} search={{ id: row.original.id }} className={linkClass}>
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('purchaserOrgName', { header: kind.better === 'higher' ? '拍卖单位' : '采购单位' }),
    column.accessor('status', { header: '项目状态', cell: (cell) => labelOf(projectStatusLabels, cell.getValue()) }),
    column.accessor('endTime', { header: `${kind.word}结束`, cell: (cell) => formatDateTime(cell.getValue()) }),
    column.accessor('currentBestPrice', {
      header: kind.better === 'higher' ? '最高价' : '最低价',
      ...moneyColumn,
    }),
    column.accessor('bidCount', { header: `有效${kind.bidWord}` }),
    column.accessor('invalidReason', { header: '流标原因' }),
    column.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) =>
        row.original.status === 10 && (
          <Link to="/view-bid" search={{ id: row.original.id }} className={linkClass}>
            成交结果
          </Link>
        ),
    }),
  ];
  return (
    <ListPage
      label={`${kind.word}结果`}
      list={list}
      filters={[
        { name: 'projectName', label: '项目名称' },
        { name: 'projectNo', label: '项目编号' },
      ]}
      columns={columns}
      {...tableQuery(query)}
    >
      <div role="tablist" aria-label="项目状态" className="flex gap-1 border-b border-slate-200">
        {Object.entries(resultStatusLabels).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            onClick={() => list.search({ ...list.filters, status: value })}
            className={`px-4 py-2 text-sm ${status === value ? 'border-b-2 border-brand text-brand' : 'text-slate-600'}`}
          >
            {label}
          </button>
        ))}
      </div>
    </ListPage>
  );
}
