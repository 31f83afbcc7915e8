import { pageSupplierBiddingProjects } from '@zc/sdk';
import { projectTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { EvaluationDialog } from './EvaluationDialog.tsx';
import { evaluateFilters } from './filters.ts';
import type { Project } from './kinds.ts';

/**
 * 项目评价: the projects this supplier took part in that were picked (已定标), and how the purchaser evaluated the
 * winning supplier. Auctions are left out: the seller does not evaluate its buyer.
 */
export function ProjectEvaluatePage() {
  const list = useList(pageSupplierBiddingProjects, evaluateFilters, { query: { status: 10, joined: 1 } });
  const [viewing, setViewing] = useState<Project>();
  const columns = columnsOf<Project>({
    projectNo: '项目编号',
    projectName: '项目名称',
    projectType: ['采购方式', projectTypeLabels],
    purchaserOrgName: '采购单位',
    currentBestPrice: ['成交价', 'money'],
    updateTime: ['定标时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (project) => (
        <Button variant="text" size="sm" onClick={() => setViewing(project)}>
          查看评价
        </Button>
      ),
    },
  });
  return (
    <>
      <ListPage label="项目评价" list={list} columns={columns} />
      {viewing && <EvaluationDialog project={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
