import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { type components, listMallProjects } from '@zc/sdk';
import { projectStatusLabels, projectTypeLabels } from '@zc/sdk/labels';
import { getProjectQueryOptions } from '@zc/sdk/react';
import { MallLink } from '@/features/mall/shared/MallLink.tsx';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { useSession } from '@/shared/session/session.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { type Chooser, chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { ChooseRecord } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';
import { channelOf, type ProjectChannel, projectChannels } from './channels.ts';
import { projectFilters } from './filters.ts';

type Project = components['schemas']['Project'];

const goodsColumns = columnsOf<{
  goodsName: string;
  spec?: string;
  unit?: string;
  quantity: number;
  budgetPrice?: number;
}>({
  goodsName: '商品名称',
  spec: '规格型号',
  unit: '单位',
  quantity: '数量',
  budgetPrice: ['最高限价（元）', 'money'],
});

/** Each channel's projects open to suppliers, as its 更多 list shows them to everyone. */
const choosers = Object.fromEntries(
  Object.values(projectChannels).map((channel) => [
    channel.detail,
    chooser({
      noun: `${channel.title}项目`,
      operation: listMallProjects,
      filters: projectFilters,
      query: { projectType: channel.projectType },
      columns: columnsOf<Project>({
        projectNo: '项目编号',
        projectName: '项目名称',
        purchaserOrgName: channel.projectType === 3 ? '出售单位' : '采购单位',
        status: ['项目状态', projectStatusLabels],
        registrationEndTime: ['报名截止', 'dateTime'],
      }),
      open: (project) => ({ id: project.id }),
      name: (project) => project.projectName,
    }),
  ]),
) as Record<ProjectChannel['detail'], Chooser>;

/**
 * A project of a buying channel: its terms, times, goods and how a supplier takes part. Reading it needs signing in;
 * without a project, the channel's projects (listed to everyone).
 */
export function ProjectDetailPage() {
  const { id } = usePageSearch('/bidding-details');
  const channel = channelOf(useLocation({ select: (location) => location.pathname }));
  return (
    <main className="mx-auto flex w-[1200px] flex-col gap-3 pt-4">
      <ChooseRecord id={id} chooser={choosers[channel.detail]}>
        {(id) => <ProjectDetail id={id} channel={channel} />}
      </ChooseRecord>
    </main>
  );
}

function ProjectDetail({ id, channel }: { id: string; channel: ProjectChannel }) {
  const location = useLocation();
  const session = useSession();
  const project = useQuery({ ...getProjectQueryOptions({ path: { id } }), enabled: Boolean(session) });
  if (!session)
    return (
      <section className="flex flex-col items-center gap-4 bg-white py-20 text-slate-600">
        <p>{channel.title}项目的公告、商品清单与参与方式仅向平台注册用户公开</p>
        <Link
          to="/login"
          search={{ redirect: location.href }}
          className="rounded bg-brand px-6 py-2 text-sm text-white"
        >
          登录后查看
        </Link>
      </section>
    );
  return (
    <QueryState query={project}>
      {(row) => (
        <>
          <header className="flex items-center justify-between bg-white px-4 py-3">
            <h1 className="text-lg font-semibold">{row.projectName}</h1>
            {session.userType !== 0 && row.status === 3 && (
              <MallLink
                url={`${channel.signUp}?id=${row.id}`}
                className="rounded bg-brand px-5 py-1.5 text-sm text-white"
              >
                我要报名
              </MallLink>
            )}
          </header>
          <Details
            title="项目信息"
            items={[
              { label: '项目编号', value: row.projectNo },
              { label: '采购方式', value: labelOf(projectTypeLabels, row.projectType) },
              { label: '项目状态', value: labelOf(projectStatusLabels, row.status) },
              { label: '采购单位', value: row.purchaserOrgName },
              { label: '联系人', value: row.contactName },
              { label: '联系电话', value: row.contactPhone },
              { label: '预算金额', value: `¥${formatMoney(row.budgetAmount)}` },
              {
                label: '保证金',
                value: row.depositRequired === 1 ? `¥${formatMoney(row.depositAmount)}` : '无需缴纳',
              },
              { label: '交货期', value: row.deliveryDays ? `合同签订后 ${row.deliveryDays} 天` : '--' },
              { label: '交货地址', value: row.deliveryAddress, span: 3 },
              { label: '说明', value: row.remark, span: 3 },
            ]}
          />
          <Details
            title="时间安排"
            items={[
              { label: '报名开始', value: formatDateTime(row.registrationStartTime) },
              { label: '报名截止', value: formatDateTime(row.registrationEndTime) },
              { label: '开始时间', value: formatDateTime(row.startTime) },
              { label: '结束时间', value: formatDateTime(row.endTime) },
            ]}
          />
          {row.goods && row.goods.length > 0 && (
            <TableSection label="采购商品" columns={goodsColumns} records={row.goods} />
          )}
        </>
      )}
    </QueryState>
  );
}
