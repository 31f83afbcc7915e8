import { listProjectCertificates } from '@zc/sdk';
import { certificateAuditStatusLabels, depositStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { type ModeId, modes } from '@/features/purchase/projects/modes.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { certificateFilters } from '../filters.ts';
import { type Certificate, ReviewDialog } from './ReviewDialog.tsx';

/**
 * {mode}报名审核 (`sign-up`): the registrations for the mode's projects, waiting ones first; {mode}保证金审核
 * (`bond`): those whose deposit voucher waits to be confirmed. Both review a registration with the same dialog.
 */
export function RegistrationsPage({ mode: id, of }: { mode: ModeId; of: 'sign-up' | 'bond' }) {
  const mode = modes[id];
  const bond = of === 'bond';
  const list = useList(listProjectCertificates, certificateFilters, {
    query: { projectType: mode.projectType, ...(bond ? { depositStatus: 2 } : { auditStatus: 0 }) },
  });
  const [reviewing, setReviewing] = useState<Certificate>();
  const columns = columnsOf<Certificate>({
    projectName: '项目名称',
    supplierName: '供应商',
    contactName: '联系人',
    contactPhone: '联系电话',
    depositAmount: bond ? ['保证金', 'money'] : undefined,
    depositStatus: ['保证金状态', depositStatusLabels],
    auditStatus: ['审核状态', certificateAuditStatusLabels],
    auditOpinion: '审核意见',
    createTime: ['报名时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (certificate) =>
        certificate.auditStatus === 0 && (
          <Button variant="text" size="sm" onClick={() => setReviewing(certificate)}>
            审核
          </Button>
        ),
    },
  });
  return (
    <>
      <ListPage label={`${mode.word}${bond ? '保证金审核' : '报名审核'}`} list={list} columns={columns} />
      {reviewing && <ReviewDialog certificate={reviewing} onClose={() => setReviewing(undefined)} />}
    </>
  );
}
