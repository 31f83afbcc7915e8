import type { components } from '@zc/sdk';
import { entrustStatusLabels, projectStatusLabels, projectTypeLabels } from '@zc/sdk/labels';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type Entrust = components['schemas']['ProjectEntrust'];

/** 委托管理, each row opening its registration records. */
export const entrustColumns = (openRecords: (entrust: Entrust) => void) =>
  columnsOf<Entrust>({
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
      cell: (entrust) => <RowActions actions={[{ label: '报名记录', onClick: () => openRecords(entrust) }]} />,
    },
  });
