import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { listEntrustCertificatesQueryOptions } from '@zc/sdk/react';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { certificateColumns } from './columns.tsx';

type Entrust = components['schemas']['ProjectEntrust'];

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
        {(records) => <TableSection label="报名记录" columns={certificateColumns} records={records} />}
      </QueryState>
    </Dialog>
  );
}
