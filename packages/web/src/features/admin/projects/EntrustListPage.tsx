import { type components, listEntrustedProjects } from '@zc/sdk';
import { entrustStatusLabels, projectStatusLabels, projectTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { labelsOf, usePurchaserOrgOptions } from '../shared/pickers.tsx';
import { EntrustCertificatesDialog } from './EntrustCertificatesDialog.tsx';
import { entrustFilters } from './filters.ts';

type Entrust = components['schemas']['ProjectEntrust'];

/** 委托管理: the projects units entrusted to the platform, where each stands and its suppliers' registrations. */
export function EntrustListPage() {
  const labels = { purchaserOrgId: labelsOf(usePurchaserOrgOptions()) };
  const list = useList(listEntrustedProjects, entrustFilters, { labels });
  const [viewing, setViewing] = useState<Entrust>();
  const columns = columnsOf<Entrust>({
    projectNo: '项目编号',
    projectName: '项目名称',
    status: ['委托状态', entrustStatusLabels],
    projectType: ['采购方式', projectTypeLabels],
    projectStatus: ['项目阶段', projectStatusLabels],
    purchaserOrgName: '采购单位',
    budgetAmount: ['预算金额', 'money'],
    registeredCount: { header: '报名数', align: 'right' },
    entrustUserName: '委托人',
    entrustTime: ['委托时间', 'dateTime'],
    remark: '委托说明',
    actions: {
      header: '操作',
      cell: (entrust) => <RowActions actions={[{ label: '报名记录', onClick: () => setViewing(entrust) }]} />,
    },
  });
  return (
    <>
      <ListPage label="委托项目" list={list} columns={columns} />
      {viewing && <EntrustCertificatesDialog entrust={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
