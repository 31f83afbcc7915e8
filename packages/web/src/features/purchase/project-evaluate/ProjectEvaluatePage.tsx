import { pageProjects } from '@zc/sdk';
import { projectTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { EvaluateDialog } from './EvaluateDialog.tsx';
import { decidedFilters } from './filters.ts';

type Project = Parameters<typeof EvaluateDialog>[0]['project'];

/** 项目评价: the organisation's decided projects, each one's winning supplier evaluated here, order or not. */
export function ProjectEvaluatePage() {
  const list = useList(pageProjects, decidedFilters, { query: { status: 10 } });
  const [evaluating, setEvaluating] = useState<Project>();
  const columns = columnsOf<Project>({
    projectNo: '项目编号',
    projectName: '项目名称',
    projectType: ['采购方式', projectTypeLabels],
    currentBestPrice: ['成交价', 'money'],
    updateTime: ['定标时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (project) => (
        <Button variant="text" size="sm" onClick={() => setEvaluating(project)}>
          评价
        </Button>
      ),
    },
  });
  return (
    <>
      <ListPage label="项目评价" list={list} columns={columns} />
      {evaluating && <EvaluateDialog project={evaluating} onClose={() => setEvaluating(undefined)} />}
    </>
  );
}
