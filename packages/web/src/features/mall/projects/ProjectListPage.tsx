import { Link, useLocation } from '@tanstack/react-router';
import { type components, listMallProjects } from '@zc/sdk';
import { projectStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { channelOf } from './channels.ts';
import { projectFilters } from './filters.ts';

type Project = components['schemas']['Project'];

/** The projects of a buying channel open to suppliers, newest first; each opens the channel's project detail. */
export function ProjectListPage() {
  const channel = channelOf(useLocation({ select: (location) => location.pathname }));
  const list = useList(listMallProjects, projectFilters, { query: { projectType: channel.projectType } });
  const columns = columnsOf<Project>({
    projectNo: '项目编号',
    projectName: {
      header: '项目名称',
      cell: (project) => (
        <Link to={channel.detail} search={{ id: project.id }} className="text-brand hover:underline">
          {project.projectName}
        </Link>
      ),
    },
    purchaserOrgName: channel.projectType === 3 ? '出售单位' : '采购单位',
    status: ['项目状态', projectStatusLabels],
    registrationEndTime: ['报名截止', 'dateTime'],
    startTime: ['开始时间', 'dateTime'],
    budgetAmount: [channel.projectType === 3 ? '起拍总价（元）' : '预算金额（元）', 'money'],
  });
  return (
    <main className="mx-auto w-[1200px] pt-4">
      <h1 className="mb-3 text-lg font-semibold">{channel.title}项目</h1>
      <ListPage label={`${channel.title}项目`} list={list} columns={columns} />
    </main>
  );
}
