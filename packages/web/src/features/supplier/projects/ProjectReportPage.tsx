import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { pagePaymentLogsQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, DataTable, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import type { Project, ProjectKind } from './kinds.ts';
import { certificateAuditLabels, depositStatusLabels, payStatusLabels, payTypeLabels } from './labels.ts';
import { moneyColumn, Section } from './ProjectSheet.tsx';
import { RegisterDialog } from './RegisterDialog.tsx';

type Certificate = components['schemas']['ProjectCertificate'];
type PaymentLog = components['schemas']['PaymentLog'];
const projectColumn = createColumns<Project>();
const certificateColumn = createColumns<Certificate>();
const paymentColumn = createColumns<PaymentLog>();
const linkClass = 'text-brand hover:underline';
const firstPage = { current: 1, size: 10 };

/**
 * 报名及缴纳保证金: the projects open for registration (报名中) with 报名, the supplier's registrations with their
 * review and deposit state, and its deposit payment records.
 */
export function ProjectReportPage({ kind }: { kind: ProjectKind }) {
  const list = useListSearch();
  const [registering, setRegistering] = useState<Project>();
  const { projectName, projectNo, joined } = list.filters;
  const query = useQuery({
    ...kind.projects({
      current: list.page.current,
      size: list.page.size,
      status: 3,
      projectName,
      projectNo,
      joined: joined === '1' ? 1 : joined === '0' ? 0 : undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const columns = [
    projectColumn.accessor('projectNo', { header: '项目编号' }),
    projectColumn.accessor('projectName', {
      header: '项目名称',
      cell: ({ row, getValue }) => (
        <Link to={kind.routes.info} search={{ id: row.original.id }} className={linkClass}>
          {getValue()}
        </Link>
      ),
    }),
    projectColumn.accessor('purchaserOrgName', { header: kind.better === 'higher' ? '拍卖单位' : '采购单位' }),
    projectColumn.accessor('registrationEndTime', {
      header: '报名截止',
      cell: (cell) => formatDateTime(cell.getValue()),
    }),
    projectColumn.accessor('startTime', {
      header: `${kind.word}开始`,
      cell: (cell) => formatDateTime(cell.getValue()),
    }),
    projectColumn.accessor('depositAmount', {
      header: '保证金',
      cell: ({ row }) => (row.original.depositRequired === 1 ? formatMoney(row.original.depositAmount) : '无需缴纳'),
      meta: { align: 'right' },
    }),
    projectColumn.accessor('registeredCount', { header: '已报名' }),
    projectColumn.display({
      id: 'actions',
      header: '操作',
      cell: ({ row }) => (
        <Button variant="text" size="sm" onClick={() => setRegistering(row.original)}>
          报名
        </Button>
      ),
    }),
  ];
  return (
    <div className="flex flex-col gap-3">
      <ListPage
        label="报名中的项目"
        list={list}
        filters={[
          { name: 'projectName', label: '项目名称' },
          { name: 'projectNo', label: '项目编号' },
          {
            type: 'select',
            name: 'joined',
            label: '报名情况',
            options: [
              { value: '1', label: '已报名' },
              { value: '0', label: '未报名' },
            ],
          },
        ]}
        columns={columns}
        {...tableQuery(query)}
      />
      <Registrations kind={kind} />
      <PaymentLogs kind={kind} />
      {registering && <RegisterDialog project={registering} onClose={() => setRegistering(undefined)} />}
    </div>
  );
}

/** The supplier's registrations for projects of the kind, with their review and deposit state. */
function Registrations({ kind }: { kind: ProjectKind }) {
  const [page, setPage] = useState(firstPage);
  const query = useQuery({ ...kind.certificates(page), placeholderData: keepPreviousData });
  const columns = [
    certificateColumn.accessor('projectNo', { header: '项目编号' }),
    certificateColumn.accessor('projectName', {
      header: '项目名称',
      cell: ({ row, getValue }) => (
        <Link to="/entrust-details" search={{ id: row.original.projectId }} className={linkClass}>
          {getValue()}
        </Link>
      ),
    }),
    certificateColumn.accessor('contactName', { header: '联系人' }),
    certificateColumn.accessor('contactPhone', { header: '联系电话' }),
    certificateColumn.accessor('depositAmount', {
      header: '保证金',
      ...moneyColumn,
    }),
    certificateColumn.accessor('depositStatus', {
      header: '保证金状态',
      cell: (cell) => labelOf(depositStatusLabels, cell.getValue()),
    }),
    certificateColumn.accessor('auditStatus', {
      header: '审核状态',
      cell: (cell) => labelOf(certificateAuditLabels, cell.getValue()),
    }),
    certificateColumn.accessor('auditOpinion', { header: '审核意见' }),
    certificateColumn.accessor('createTime', { header: '报名时间', cell: (cell) => formatDateTime(cell.getValue()) }),
  ];
  return (
    <Section title="我的报名">
      <DataTable label="我的报名" columns={columns} page={page} onPageChange={setPage} {...tableQuery(query)} />
    </Section>
  );
}

/** Deposit and payment records of the supplier for projects of the kind (tPurchasePaymentLog). */
function PaymentLogs({ kind }: { kind: ProjectKind }) {
  const [page, setPage] = useState(firstPage);
  const query = useQuery({
    ...pagePaymentLogsQueryOptions({ query: { ...page, projectType: kind.projectType } }),
    placeholderData: keepPreviousData,
  });
  const columns = [
    paymentColumn.accessor('projectName', { header: '项目名称' }),
    paymentColumn.accessor('payType', { header: '类型', cell: (cell) => labelOf(payTypeLabels, cell.getValue()) }),
    paymentColumn.accessor('amount', {
      header: '金额',
      ...moneyColumn,
    }),
    paymentColumn.accessor('payStatus', { header: '状态', cell: (cell) => labelOf(payStatusLabels, cell.getValue()) }),
    paymentColumn.accessor('tradeNo', { header: '交易流水号' }),
    paymentColumn.accessor('payTime', { header: '缴纳时间', cell: (cell) => formatDateTime(cell.getValue()) }),
    paymentColumn.accessor('remark', { header: '备注' }),
  ];
  return (
    <Section title="缴费记录">
      <DataTable label="缴费记录" columns={columns} page={page} onPageChange={setPage} {...tableQuery(query)} />
    </Section>
  );
}
