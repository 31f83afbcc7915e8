import type { components } from '@zc/sdk';
import {
  certificateAuditStatusLabels,
  depositStatusLabels,
  entrustStatusLabels,
  projectStatusLabels,
  projectTypeLabels,
} from '@zc/sdk/labels';
import type { ModeId, Project } from '@/features/projects/modes.ts';
import { projectColumns } from '@/features/projects/project-columns.tsx';
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

/**
 * Which projects a page lists: every one, those decided by a rule other than the lowest price (with the winner and
 * the reason), or the decided ones (已定标, with the winner and the deal).
 */
export type ProjectView = 'all' | 'notLowest' | 'result';

/** A list's project columns: a decided project is read for its deal, the winner and amount (and reason) first. */
export const projectListColumns = (view: ProjectView, mode?: ModeId) =>
  view === 'all'
    ? [
        ...projectColumns,
        ...columnsOf<Project>({
          projectType: mode ? undefined : ['采购方式', projectTypeLabels],
          purchaserOrgName: '采购单位',
        }),
      ]
    : columnsOf<Project>({
        projectNo: '项目编号',
        projectName: '项目名称',
        pickReason: view === 'notLowest' ? '定标理由' : undefined,
        dealSupplierName: '成交供应商',
        dealAmount: ['成交金额', 'money'],
        purchaserOrgName: '采购单位',
        status: ['项目状态', projectStatusLabels],
      });
