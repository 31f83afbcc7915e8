import { pageAdminProjectDemands, pageBackhandAdminContracts, pageBiddingAdminContracts, pageProjects } from '@zc/sdk';
import { contractStatusLabels, projectStatusLabels } from '@zc/sdk/labels';
import type { Contract } from '@/features/projects/contract-columns.tsx';
import { modes, type Project } from '@/features/projects/modes.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { GroupPage, latest, todo } from '@/shared/ui/GroupPage/GroupPage.tsx';

/** The pages of the two buying modes that have a group page of their own. */
const pagesOf = {
  bidding: { projects: '/bidding_project', demands: '/bidding_demand', contracts: '/bidding-admin-contract' },
  backhand: { projects: '/backhand-project', demands: '/backhand-demand', contracts: '/backhand-admin-contract' },
} as const;
const contractCalls = { bidding: pageBiddingAdminContracts, backhand: pageBackhandAdminContracts };

/** The phases in which a project waits for someone (its approver, suppliers, the project manager), as the to-do says. */
const waitingPhases = [
  [1, '待审核项目'],
  [3, '报名中项目'],
  [4, '保证金审核项目'],
  [6, '竞价中项目'],
  [8, '待定标项目'],
  [9, '定标审核中项目'],
] as const;

const declarations = (id: keyof typeof pagesOf) => {
  const mode = modes[id];
  const pages = pagesOf[id];
  const projectType = mode.projectType;
  return {
    todos: [
      ...waitingPhases.map(([status, label]) =>
        todo({
          label,
          operation: pageProjects,
          query: { projectType, status },
          list: { to: pages.projects, search: { status } },
        }),
      ),
      todo({
        label: '待会签合同',
        operation: contractCalls[id],
        query: { status: 1 },
        list: { to: pages.contracts, search: { status: 1 } },
      }),
      todo({
        label: `待立项${mode.word}需求`,
        operation: pageAdminProjectDemands,
        query: { purchaseType: mode.planType },
        list: { to: pages.demands },
      }),
    ],
    latest: [
      latest({
        title: `最新${mode.word}项目`,
        operation: pageProjects,
        query: { projectType },
        columns: columnsOf<Project>({
          projectNo: '项目编号',
          projectName: '项目名称',
          purchaserOrgName: '采购单位',
          status: ['项目状态', projectStatusLabels],
          budgetAmount: ['预算金额', 'money'],
        }),
        open: (project) => ({ to: '/project-manager-info', search: { id: project.id } }),
        name: (project) => project.projectName,
      }),
      latest({
        title: `最新${mode.word}合同`,
        operation: contractCalls[id],
        columns: columnsOf<Contract>({
          contractNo: '合同编号',
          projectName: '项目名称',
          supplierName: '中标供应商',
          contractAmount: ['合同金额', 'money'],
          status: ['合同状态', contractStatusLabels],
        }),
        open: (contract) => ({ to: pages.contracts, search: { contractNo: contract.contractNo } }),
        name: (contract) => contract.contractNo,
      }),
    ],
  };
};

const groups = { bidding: declarations('bidding'), backhand: declarations('backhand') };

/** 竞价采购管理 and 反拍管理: what waits in the mode, phase by phase, and its newest projects and contracts. */
export function ProjectGroupPage({ mode }: { mode: keyof typeof pagesOf }) {
  return <GroupPage todos={groups[mode].todos} latest={groups[mode].latest} />;
}
