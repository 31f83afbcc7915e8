import { pageSupplierBiddingProjects } from '@zc/sdk';
import { projectStatusLabels, projectTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { inquiryFilters } from './filters.ts';
import { kindOfType, type Project } from './kinds.ts';
import { ProjectLink } from './ProjectLink.tsx';

const columns = columnsOf<Project>({
  projectNo: '项目编号',
  projectName: {
    header: '项目名称',
    cell: (project) => (
      <ProjectLink to={kindOfType(project.projectType).routes.info} id={project.id}>
        {project.projectName}
      </ProjectLink>
    ),
  },
  projectType: ['采购方式', projectTypeLabels],
  purchaserOrgName: '采购单位',
  status: ['项目状态', projectStatusLabels],
  budgetAmount: ['预算金额', 'money'],
  registrationEndTime: ['报名截止', 'dateTime'],
  startTime: ['开始时间', 'dateTime'],
  registeredCount: '已报名',
});

/** 项目询价: every bidding and backhand project published to suppliers, searchable by mode, phase, name and number. */
export function ProjectInquiryPage() {
  const list = useList(pageSupplierBiddingProjects, inquiryFilters);
  return <ListPage label="项目列表" list={list} columns={columns} />;
}
