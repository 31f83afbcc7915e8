import type { components } from '@zc/sdk';
import {
  certificateAuditStatusLabels,
  depositStatusLabels,
  entrustStatusLabels,
  projectStatusLabels,
  projectTypeLabels,
} from '@zc/sdk/labels';
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

/** A project's registrations: each supplier's contact, deposit and review. */
export const certificateColumns = columnsOf<components['schemas']['ProjectCertificate']>({
  supplierName: '供应商',
  contactName: '联系人',
  contactPhone: '联系电话',
  depositAmount: ['保证金', 'money'],
  depositStatus: ['保证金状态', depositStatusLabels],
  auditStatus: ['审核状态', certificateAuditStatusLabels],
  auditOpinion: '审核意见',
  createTime: ['报名时间', 'dateTime'],
});
