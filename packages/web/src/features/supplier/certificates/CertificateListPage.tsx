import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { listAuctionProjectCertificatesQueryOptions, listProjectCertificatesQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import type { FilterField } from '../../../shared/ui/FilterBar/FilterBar.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { certificateAuditLabels, depositStatusLabels, isEditable, projectTypeLabels } from './labels.ts';

type Certificate = components['schemas']['ProjectCertificate'];
const column = createColumns<Certificate>();
const linkClass = 'text-xs text-brand hover:underline';

const tabs = [
  { value: 'bidding', label: '竞价/反拍项目' },
  { value: 'auction', label: '拍卖项目' },
] as const;

const columns = [
  column.accessor('projectNo', { header: '项目编号' }),
  column.accessor('projectName', { header: '项目名称', meta: { className: 'max-w-64' } }),
  column.accessor('projectType', { header: '方式', cell: (cell) => labelOf(projectTypeLabels, cell.getValue()) }),
  column.accessor('contactName', { header: '联系人' }),
  column.accessor('contactPhone', { header: '联系电话' }),
  column.accessor('depositAmount', {
    header: '保证金（元）',
    meta: { align: 'right' },
    cell: (cell) => formatMoney(cell.getValue()),
  }),
  column.accessor('depositStatus', {
    header: '保证金状态',
    cell: (cell) => labelOf(depositStatusLabels, cell.getValue()),
  }),
  column.accessor('auditStatus', {
    header: '审核状态',
    cell: (cell) => labelOf(certificateAuditLabels, cell.getValue()),
  }),
  column.accessor('auditOpinion', { header: '审核意见' }),
  column.accessor('registrationEndTime', { header: '报名截止', cell: (cell) => formatDateTime(cell.getValue()) }),
  column.accessor('createTime', { header: '报名时间', cell: (cell) => formatDateTime(cell.getValue()) }),
  column.display({
    id: 'actions',
    header: '操作',
    cell: ({ row: { original } }) => (
      <div className="flex gap-2 whitespace-nowrap">
        <Link to="/pro-editor" search={{ id: original.id }} className={linkClass}>
          详情
        </Link>
        {isEditable(original) && (
          <Link to="/pro-editor" search={{ id: original.id, mode: 'edit' }} className={linkClass}>
            编辑
          </Link>
        )}
      </div>
    ),
  }),
];

const auditFilters: FilterField[] = [
  { name: 'projectName', label: '项目名称' },
  { type: 'select', name: 'auditStatus', label: '审核状态', options: optionsOf(certificateAuditLabels) },
  { type: 'select', name: 'depositStatus', label: '保证金状态', options: optionsOf(depositStatusLabels) },
];
const biddingFilters: FilterField[] = [
  ...auditFilters,
  {
    type: 'select',
    name: 'projectType',
    label: '方式',
    options: optionsOf({ 1: projectTypeLabels[1], 2: projectTypeLabels[2] }),
  },
];

const numberOrUndefined = <T extends number>(value: string | undefined) =>
  value === undefined ? undefined : (Number(value) as T);

/** 项目报名资质: the supplier's registrations for bidding and backhand projects, and for auctions in a second tab. */
export function CertificateListPage() {
  const list = useListSearch();
  const { tab, ...filters } = list.filters;
  const auction = tab === 'auction';
  const common = {
    current: list.page.current,
    size: list.page.size,
    projectName: filters.projectName,
    auditStatus: numberOrUndefined<Certificate['auditStatus']>(filters.auditStatus),
    depositStatus: numberOrUndefined<Certificate['depositStatus']>(filters.depositStatus),
  };
  const bidding = useQuery({
    ...listProjectCertificatesQueryOptions({
      query: { ...common, projectType: numberOrUndefined<Certificate['projectType']>(filters.projectType) },
    }),
    placeholderData: keepPreviousData,
    enabled: !auction,
  });
  const auctions = useQuery({
    ...listAuctionProjectCertificatesQueryOptions({ query: common }),
    placeholderData: keepPreviousData,
    enabled: auction,
  });
  // The tab is kept through 查询 and 重置; switching tabs starts the other list afresh.
  const tabList = { ...list, filters, search: (values: typeof filters) => list.search({ ...values, tab }) };

  return (
    <ListPage
      label={auction ? '拍卖项目报名列表' : '项目报名列表'}
      list={tabList}
      filters={auction ? auditFilters : biddingFilters}
      toolbar={
        <Link
          to="/pro-editor"
          className="inline-flex h-8 items-center rounded border border-brand bg-brand px-4 text-sm text-white hover:opacity-90"
        >
          新增报名
        </Link>
      }
      columns={columns}
      {...tableQuery(auction ? auctions : bidding)}
    >
      <div role="tablist" aria-label="项目类型" className="flex gap-1 border-b border-slate-200">
        {tabs.map((item) => {
          const selected = (auction ? 'auction' : 'bidding') === item.value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => !selected && list.search({ tab: item.value === 'auction' ? 'auction' : undefined })}
              className={`-mb-px border-b-2 px-4 py-2 text-sm ${selected ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-brand'}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
    </ListPage>
  );
}
