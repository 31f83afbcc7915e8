import { useQuery } from '@tanstack/react-query';
import { type components, pageProjects } from '@zc/sdk';
import { bidStatusLabels, picketageStatusLabels, projectStatusLabels, projectTypeLabels } from '@zc/sdk/labels';
import {
  getProjectAndPicketageInfoQueryOptions,
  listPicketageHistoryQueryOptions,
  listProjectCertificatesQueryOptions,
} from '@zc/sdk/react';
import type { Project } from '@/features/projects/modes.ts';
import { ProjectRules, pickRulesOf, ruleWordsOf } from '@/features/projects/ProjectRules.tsx';
import { picketageHistoryColumns } from '@/features/projects/picketage-history.tsx';
import { useProjectInterventions } from '@/features/projects/project-interventions.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { certificateColumns } from './columns.tsx';
import { projectFilters } from './filters.ts';

const projectChooser = chooser({
  noun: '项目',
  operation: pageProjects,
  filters: projectFilters,
  columns: columnsOf<Project>({
    projectNo: '项目编号',
    projectName: '项目名称',
    projectType: ['采购方式', projectTypeLabels],
    purchaserOrgName: '采购单位',
    status: ['项目状态', projectStatusLabels],
  }),
  open: (project) => ({ id: project.id }),
  name: (project) => project.projectName,
});

const goodsColumns = columnsOf<components['schemas']['ProjectGoods']>({
  goodsName: '商品名称',
  spec: '规格',
  brandName: '品牌',
  unit: '单位',
  quantity: '数量',
  budgetPrice: ['预算单价', 'money'],
});

const bidColumns = columnsOf<components['schemas']['BidBidding']>({
  rank: '排名',
  supplierName: '供应商',
  round: { header: '轮次', cell: (bid) => `第${bid.round}轮` },
  totalPrice: ['报价总额', 'money'],
  status: ['状态', bidStatusLabels],
  bidTime: ['报价时间', 'dateTime'],
});

const picketageColumns = columnsOf<components['schemas']['Picketage']>({
  supplierName: '成交供应商',
  dealAmount: ['成交金额', 'money'],
  minPrice: { header: '是否最优价', cell: (row) => (row.minPrice ? '是' : '否') },
  reason: '定标理由',
  status: ['状态', picketageStatusLabels],
  picketageTime: ['定标时间', 'dateTime'],
});

/** 项目详情 (`?id=`): a project of any unit and mode with its rules, registrations, bids and picketage history. */
export function ProjectInfoPage() {
  const { id } = usePageSearch('/project-manager-info');
  return (
    <RecordPage
      id={id}
      chooser={projectChooser}
      load={(projectId) => getProjectAndPicketageInfoQueryOptions({ query: { projectId } })}
    >
      {(info) => <ProjectInfo info={info} />}
    </RecordPage>
  );
}

/** How the project ended, where it did: its winner and deal, or why it was cancelled or declared an invalid bid. */
const outcomeOf = (project: Project) =>
  [
    { label: '成交供应商', value: project.dealSupplierName },
    {
      label: '成交金额',
      value: project.dealAmount === undefined ? undefined : `${formatMoney(project.dealAmount)} 元`,
    },
    { label: '定标理由', value: project.pickReason },
    { label: '取消原因', value: project.cancelReason },
    { label: '流标原因', value: project.invalidReason },
  ].filter((item) => item.value !== undefined);

function ProjectInfo({ info }: { info: components['schemas']['ProjectAndPicketageInfo'] }) {
  const { project } = info;
  const interventions = useProjectInterventions();
  // Registrations answer per mode: without it the call leaves auctions out.
  const query = { projectId: project.id, projectType: project.projectType, current: 1, size: 100 };
  const registrations = useQuery(listProjectCertificatesQueryOptions({ query }));
  const history = useQuery(listPicketageHistoryQueryOptions({ path: { id: project.id } }));
  const words = ruleWordsOf(project.projectType);
  return (
    <div className="flex flex-col gap-3">
      <Details
        title="项目信息"
        actions={<RowActions actions={interventions.actionsOf(project)} />}
        items={[
          { label: '项目编号', value: project.projectNo },
          { label: '项目名称', value: project.projectName, span: 2 },
          { label: '采购方式', value: projectTypeLabels[project.projectType] },
          { label: '项目状态', value: projectStatusLabels[project.status] },
          { label: '定标规则', value: project.rules && pickRulesOf(project.projectType)[project.rules.pickRule] },
          { label: '采购单位', value: project.purchaserOrgName },
          { label: '项目经理', value: project.purchaseUserName },
          { label: '联系电话', value: project.contactPhone },
          { label: '预算金额', value: `${formatMoney(project.budgetAmount)} 元` },
          { label: '报名截止', value: formatDateTime(project.registrationEndTime) },
          {
            label: `${words.word}时间`,
            value: `${formatDateTime(project.startTime)} 至 ${formatDateTime(project.endTime)}`,
          },
          ...outcomeOf(project),
        ]}
      />
      {project.rules && <ProjectRules kind={words} projectId={project.id} />}
      <TableSection label="项目商品" columns={goodsColumns} records={project.goods ?? []} />
      <TableSection label="报名记录" columns={certificateColumns} records={registrations.data?.records ?? []} />
      <TableSection label={`${words.bidWord}排名`} columns={bidColumns} records={info.bids} />
      <TableSection label="定标结果" columns={picketageColumns} records={info.picketages} />
      <TableSection label="定标记录" columns={picketageHistoryColumns} records={history.data ?? []} />
      {interventions.dialogs}
    </div>
  );
}
