import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pageSupplierBiddingProjectsQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { kindOfType, type Project } from './kinds.ts';
import { projectStatusLabels, publishedStatusLabels } from './labels.ts';
import { moneyColumn } from './ProjectSheet.tsx';

const column = createColumns<Project>();
const typeLabels = { 1: '竞价', 2: '反拍' } as const;
const linkClass = 'text-brand hover:underline';

/** 项目询价: every bidding and backhand project published to suppliers, searchable by mode, phase, name and number. */
export function ProjectInquiryPage() {
  const list = useListSearch();
  const { projectName, projectNo, projectType, status } = list.filters;
  const query = useQuery({
    ...pageSupplierBiddingProjectsQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        projectName,
        projectNo,
        projectType: projectType === undefined ? undefined : (Number(projectType) as Project['projectType']),
        status: status === undefined ? undefined : (Number(status) as Project['status']),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const columns = [
    column.accessor('projectNo', { header: '项目编号' }),
    column.accessor('projectName', {
      header: '项目名称',
      cell: ({ row, getValue }) => (
        <Link
          to={kindOfType(row.original.projectType).routes.info}
          search={{ id: row.original.id }}
          className={linkClass}
        >
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('projectType', { header: '采购方式', cell: (cell) => labelOf(typeLabels, cell.getValue()) }),
    column.accessor('purchaserOrgName', { header: '采购单位' }),
    column.accessor('status', { header: '项目状态', cell: (cell) => labelOf(projectStatusLabels, cell.getValue()) }),
    column.accessor('budgetAmount', {
      header: '预算金额',
      ...moneyColumn,
    }),
    column.accessor('registrationEndTime', { header: '报名截止', cell: (cell) => formatDateTime(cell.getValue()) }),
    column.accessor('startTime', { header: '开始时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    column.accessor('registeredCount', { header: '已报名' }),
  ];
  return (
    <ListPage
      label="项目列表"
      list={list}
      filters={[
        { name: 'projectName', label: '项目名称' },
        { name: 'projectNo', label: '项目编号' },
        { type: 'select', name: 'projectType', label: '采购方式', options: optionsOf(typeLabels) },
        { type: 'select', name: 'status', label: '项目状态', options: optionsOf(publishedStatusLabels) },
      ]}
      columns={columns}
      {...tableQuery(query)}
    />
  );
}
