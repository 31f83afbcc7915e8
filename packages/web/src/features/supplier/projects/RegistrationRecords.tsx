import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  certificateAuditStatusLabels,
  depositStatusLabels,
  paymentLogPayStatusLabels,
  paymentLogPayTypeLabels,
} from '@zc/sdk/labels';
import { pagePaymentLogsQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, tableQuery } from '@/shared/ui/DataTable/DataTable.tsx';
import type { ProjectKind } from './kinds.ts';
import { ProjectLink } from './ProjectLink.tsx';
import { Section } from './ProjectSheet.tsx';

const firstPage = { current: 1, size: 10 };

const registrationColumns = columnsOf<components['schemas']['ProjectCertificate']>({
  projectNo: '项目编号',
  projectName: {
    header: '项目名称',
    cell: (registration) => (
      <ProjectLink to="/entrust-details" id={registration.projectId}>
        {registration.projectName}
      </ProjectLink>
    ),
  },
  contactName: '联系人',
  contactPhone: '联系电话',
  depositAmount: ['保证金', 'money'],
  depositStatus: ['保证金状态', depositStatusLabels],
  auditStatus: ['审核状态', certificateAuditStatusLabels],
  auditOpinion: '审核意见',
  createTime: ['报名时间', 'dateTime'],
});

/** The supplier's registrations for projects of the kind, with their review and deposit state. */
export function Registrations({ kind }: { kind: ProjectKind }) {
  const [page, setPage] = useState(firstPage);
  const query = useQuery({ ...kind.certificates(page), placeholderData: keepPreviousData });
  return (
    <Section title="我的报名">
      <DataTable
        label="我的报名"
        columns={registrationColumns}
        page={page}
        onPageChange={setPage}
        {...tableQuery(query)}
      />
    </Section>
  );
}

const paymentColumns = columnsOf<components['schemas']['PaymentLog']>({
  projectName: '项目名称',
  payType: ['类型', paymentLogPayTypeLabels],
  amount: ['金额', 'money'],
  payStatus: ['状态', paymentLogPayStatusLabels],
  tradeNo: '交易流水号',
  payTime: ['缴纳时间', 'dateTime'],
  remark: '备注',
});

/** Deposit and payment records of the supplier for projects of the kind (tPurchasePaymentLog). */
export function PaymentLogs({ kind }: { kind: ProjectKind }) {
  const [page, setPage] = useState(firstPage);
  const query = useQuery({
    ...pagePaymentLogsQueryOptions({ query: { ...page, projectType: kind.projectType } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Section title="缴费记录">
      <DataTable label="缴费记录" columns={paymentColumns} page={page} onPageChange={setPage} {...tableQuery(query)} />
    </Section>
  );
}
