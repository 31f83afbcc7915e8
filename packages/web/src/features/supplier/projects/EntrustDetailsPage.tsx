import { useQuery } from '@tanstack/react-query';
import { certificateAuditStatusLabels, depositStatusLabels } from '@zc/sdk/labels';
import {
  getProjectCertificateDetailQueryOptions,
  getProjectOrderInfoQueryOptions,
  getSupplierProjectLinkQueryOptions,
} from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { kindOfType } from './kinds.ts';
import { ProjectFacts, WithProject } from './ProjectSheet.tsx';
import { projectChoosers } from './project-choosers.ts';
import { SupplierStanding } from './SupplierStanding.tsx';

/**
 * 委托详情: the spec names the page only. Read as what the supplier entrusted to the project: its standing
 * (querySuppLinkInfo), the contact it named and its registration with the deposit and the review of both.
 */
export function EntrustDetailsPage() {
  return <WithProject chooser={projectChoosers.anyJoined}>{(id) => <EntrustDetails projectId={id} />}</WithProject>;
}

function EntrustDetails({ projectId }: { projectId: string }) {
  const project = useQuery(getProjectOrderInfoQueryOptions({ path: { id: projectId } }));
  const link = useQuery(getSupplierProjectLinkQueryOptions({ query: { projectId } }));
  return (
    <QueryState query={project}>
      {(project) => {
        const kind = kindOfType(project.projectType);
        return (
          <div className="flex flex-col gap-3">
            <ProjectFacts kind={kind} project={project} />
            <SupplierStanding kind={kind} projectId={projectId} />
            {link.data?.certificateId && <Registration id={link.data.certificateId} />}
          </div>
        );
      }}
    </QueryState>
  );
}

function Registration({ id }: { id: string }) {
  const query = useQuery(getProjectCertificateDetailQueryOptions({ path: { id } }));
  return (
    <QueryState query={query}>
      {(row) => (
        <Details
          title="报名信息"
          items={[
            { label: '供应商', value: row.supplierName, span: 2 },
            { label: '报名时间', value: formatDateTime(row.createTime) },
            { label: '联系人', value: row.contactName },
            { label: '联系电话', value: row.contactPhone },
            { label: '保证金', value: formatMoney(row.depositAmount) },
            { label: '保证金状态', value: labelOf(depositStatusLabels, row.depositStatus) },
            { label: '审核状态', value: labelOf(certificateAuditStatusLabels, row.auditStatus) },
            { label: '审核人', value: row.auditUserName },
            { label: '审核时间', value: formatDateTime(row.auditTime) },
            { label: '审核意见', value: row.auditOpinion, span: 2 },
            {
              label: '资质文件',
              value: row.qualificationFiles?.map((file) => file.submittedFileName).join('、'),
              span: 3,
            },
            {
              label: '保证金凭证',
              value: row.depositVouchers?.map((file) => file.submittedFileName).join('、'),
              span: 3,
            },
          ]}
        />
      )}
    </QueryState>
  );
}
