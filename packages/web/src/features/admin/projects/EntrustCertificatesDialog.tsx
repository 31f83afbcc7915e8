import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { certificateAuditStatusLabels, depositStatusLabels } from '@zc/sdk/labels';
import { listEntrustCertificatesQueryOptions } from '@zc/sdk/react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';

type Entrust = components['schemas']['ProjectEntrust'];

const columns = columnsOf<components['schemas']['ProjectCertificate']>({
  supplierName: '供应商',
  contactName: '联系人',
  contactPhone: '联系电话',
  depositAmount: ['保证金', 'money'],
  depositStatus: ['保证金状态', depositStatusLabels],
  auditStatus: ['审核状态', certificateAuditStatusLabels],
  auditOpinion: '审核意见',
  createTime: ['报名时间', 'dateTime'],
});

/** 报名记录 of an entrusted project: each supplier's registration, deposit and its review. */
export function EntrustCertificatesDialog({ entrust, onClose }: { entrust: Entrust; onClose: () => void }) {
  const query = useQuery(listEntrustCertificatesQueryOptions({ path: { id: entrust.id } }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`报名记录：${entrust.projectName}`}
      width="w-[1000px]"
    >
      <QueryState query={query}>
        {(records) => <TableSection label="报名记录" columns={columns} records={records} />}
      </QueryState>
    </Dialog>
  );
}
