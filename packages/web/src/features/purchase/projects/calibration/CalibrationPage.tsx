import { exportBiddingDetails, pageProjects } from '@zc/sdk';
import { useState } from 'react';
import { projectColumns } from '@/features/projects/project-columns.tsx';
import { type ModeId, modes, type Project } from '@/features/purchase/projects/modes.ts';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { calibrationFilters } from '../filters.ts';
import { CalibrationDialog } from './CalibrationDialog.tsx';
import { PicketageHistoryDialog } from './PicketageHistoryDialog.tsx';

/** 我的{mode}成交: closed projects, their winners chosen here (定标), their bids exported, their picketage history. */
export function CalibrationPage({ mode: id }: { mode: ModeId }) {
  const mode = modes[id];
  const list = useList(pageProjects, calibrationFilters, { query: { projectType: mode.projectType, status: 8 } });
  const download = useDownload(exportBiddingDetails);
  const [open, setOpen] = useState<{ project: Project; dialog: 'pick' | 'history' }>();
  const columns = [
    ...projectColumns,
    ...columnsOf<Project>({
      actions: {
        header: '操作',
        cell: (project) => (
          <RowActions
            inline={3}
            actions={[
              { label: '定标', hidden: project.status !== 8, onClick: () => setOpen({ project, dialog: 'pick' }) },
              { label: '导出明细', onClick: () => download.mutate({ path: { id: project.id } }) },
              { label: '定标记录', onClick: () => setOpen({ project, dialog: 'history' }) },
            ]}
          />
        ),
      },
    }),
  ];
  const close = () => setOpen(undefined);
  return (
    <>
      <ListPage label={`我的${mode.word}成交`} list={list} columns={columns} />
      {open?.dialog === 'pick' && <CalibrationDialog mode={mode} project={open.project} onClose={close} />}
      {open?.dialog === 'history' && <PicketageHistoryDialog project={open.project} onClose={close} />}
    </>
  );
}
