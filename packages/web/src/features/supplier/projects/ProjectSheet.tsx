import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@zc/sdk';
import { projectCurrentRoundLabels, projectStatusLabels } from '@zc/sdk/labels';
import { getSecondRoundTimeQueryOptions, listProjectProcessCodesQueryOptions } from '@zc/sdk/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { completeList, DataTable } from '@/shared/ui/DataTable/DataTable.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import type { Chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import type { Project, ProjectKind } from './kinds.ts';

const period = (start?: string, end?: string) =>
  start || end ? `${formatDateTime(start)} 至 ${formatDateTime(end)}` : undefined;

/** The id of the project a detail page shows, from its tab's search (every project detail route reads `{ id }`). */
export const useProjectId = () => usePageSearch('/supplier-bidding-info').id;

/** A project page: the project its address names, or the projects the page is about to choose one from. */
export function WithProject({ chooser, children }: { chooser: Chooser; children: (id: string) => ReactNode }) {
  return (
    <ChooseRecord id={useProjectId()} chooser={chooser}>
      {children}
    </ChooseRecord>
  );
}

/** The project itself: who buys (or sells), its phases and times, deposit and standing. */
export function ProjectFacts({ kind, project, actions }: { kind: ProjectKind; project: Project; actions?: ReactNode }) {
  const seller = kind.better === 'higher';
  // The project names its approval process by code; the process list of its mode gives the code its name.
  const processes = useQuery(listProjectProcessCodesQueryOptions({ query: { projectType: project.projectType } }));
  const process = processes.data?.find((row) => row.processCode === project.processCode);
  return (
    <Details
      title="项目信息"
      actions={actions}
      items={[
        { label: '项目编号', value: project.projectNo },
        { label: '项目名称', value: project.projectName, span: 2 },
        { label: kind.orgWord, value: project.purchaserOrgName },
        { label: '项目状态', value: labelOf(projectStatusLabels, project.status) },
        { label: '当前轮次', value: labelOf(projectCurrentRoundLabels, project.currentRound) },
        { label: '联系人', value: project.contactName },
        { label: '联系电话', value: project.contactPhone },
        { label: seller ? '起拍总价' : '预算金额', value: formatMoney(project.budgetAmount) },
        { label: '报名时间', value: period(project.registrationStartTime, project.registrationEndTime), span: 2 },
        { label: '保证金', value: project.depositRequired === 1 ? formatMoney(project.depositAmount) : '无需缴纳' },
        { label: `${kind.word}时间`, value: period(project.startTime, project.endTime), span: 2 },
        { label: '已报名供应商', value: project.registeredCount },
        { label: '第二轮时间', value: period(project.secondRoundStartTime, project.secondRoundEndTime), span: 2 },
        { label: `有效${kind.bidWord}数`, value: project.bidCount },
        { label: seller ? '提货地址' : '交货地址', value: project.deliveryAddress, span: 2 },
        { label: `当前${kind.bestWord}`, value: formatMoney(project.currentBestPrice) },
        { label: '交货期限', value: project.deliveryDays === undefined ? undefined : `${project.deliveryDays} 天` },
        { label: '取消原因', value: project.cancelReason },
        { label: '流标原因', value: project.invalidReason },
        { label: '审批流程', value: process?.processName ?? project.processCode },
        { label: '备注', value: project.remark, span: 2 },
      ]}
    />
  );
}

/** Second-round times with the server clock (querySecondTime), for projects whose rules have a second round. */
export function SecondRound({ projectId }: { projectId: string }) {
  const query = useQuery(getSecondRoundTimeQueryOptions({ query: { projectId } }));
  return (
    <QueryState query={query}>
      {(times) =>
        times.secondRound === 1 && (
          <Details
            title="第二轮竞价时间"
            items={[
              { label: '开始时间', value: formatDateTime(times.secondRoundStartTime) },
              { label: '结束时间', value: formatDateTime(times.secondRoundEndTime) },
              { label: '服务器时间', value: formatDateTime(times.serverTime) },
            ]}
          />
        )
      }
    </QueryState>
  );
}

/** The goods lines of the project (getProGoodsByOrderId). */
export function ProjectGoodsTable({ kind, projectId }: { kind: ProjectKind; projectId: string }) {
  const query = useQuery(kind.goods(projectId));
  const columns = columnsOf<components['schemas']['ProjectGoods']>({
    goodsName: '商品名称',
    spec: '规格型号',
    brandName: '品牌',
    categoryName: '分类',
    unit: '单位',
    quantity: { header: '数量', align: 'right' },
    budgetPrice: [kind.better === 'higher' ? '起拍单价' : '最高限价（单价）', 'money'],
    remark: '备注',
  });
  return <StaticTable label="项目商品" columns={columns} query={query} />;
}

/** A whole (unpaged) list in the platform table: one page holding every row. */
export function StaticTable<T>({
  label,
  columns,
  query,
  emptyText,
}: {
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: accessor columns of different value types only fit ColumnDef<T, any>
  columns: ColumnDef<T, any>[];
  query: { data: T[] | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  emptyText?: string;
}) {
  const rows = query.data ?? [];
  return (
    <Section title={label}>
      <DataTable
        label={label}
        columns={columns}
        {...completeList(query.data && rows)}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        emptyText={emptyText}
      />
    </Section>
  );
}

/** A titled white block of a detail page, as Details draws its title. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded bg-white p-4">
      <header className="flex items-center justify-between">
        <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">{title}</h3>
        {actions}
      </header>
      {children}
    </section>
  );
}
