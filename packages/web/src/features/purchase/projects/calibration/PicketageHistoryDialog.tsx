import { useQuery } from '@tanstack/react-query';
import { listPicketageHistoryQueryOptions } from '@zc/sdk/react';
import { picketageHistoryColumns } from '@/features/projects/picketage-history.tsx';
import type { Project } from '@/features/purchase/projects/modes.ts';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';

/** 定标记录: every step of the project's picketage, from the purchaser's choice to the contract. */
export function PicketageHistoryDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const history = useQuery(listPicketageHistoryQueryOptions({ path: { id: project.id } }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`定标记录：${project.projectName}`}
      width="w-[900px]"
    >
      <QueryState query={history}>
        {(rows) => <TableSection label="定标记录" columns={picketageHistoryColumns} records={rows} />}
      </QueryState>
    </Dialog>
  );
}
