import { useState } from 'react';
import { formatMoney } from '@/shared/format/money.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { reportFilters } from './filters.ts';
import type { Project, ProjectKind } from './kinds.ts';
import { ProjectLink } from './ProjectLink.tsx';
import { RegisterDialog } from './RegisterDialog.tsx';
import { PaymentLogs, Registrations } from './RegistrationRecords.tsx';

/**
 * 报名及缴纳保证金: the projects open for registration (报名中) with 报名, the supplier's registrations with their
 * review and deposit state, and its deposit payment records.
 */
export function ProjectReportPage({ kind }: { kind: ProjectKind }) {
  const list = useList(kind.projectList, reportFilters, { query: { ...kind.ofKind, status: 3 } });
  const [registering, setRegistering] = useState<Project>();
  const columns = columnsOf<Project>({
    projectNo: '项目编号',
    projectName: {
      header: '项目名称',
      cell: (project) => (
        <ProjectLink to={kind.routes.info} id={project.id}>
          {project.projectName}
        </ProjectLink>
      ),
    },
    purchaserOrgName: kind.orgWord,
    registrationEndTime: ['报名截止', 'dateTime'],
    startTime: [`${kind.word}开始`, 'dateTime'],
    depositAmount: {
      header: '保证金',
      cell: (project) => (project.depositRequired === 1 ? formatMoney(project.depositAmount) : '无需缴纳'),
      align: 'right',
    },
    registeredCount: '已报名',
    actions: {
      header: '操作',
      cell: (project) => (
        <Button variant="text" size="sm" onClick={() => setRegistering(project)}>
          报名
        </Button>
      ),
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <ListPage label="报名中的项目" list={list} columns={columns} />
      <Registrations kind={kind} />
      <PaymentLogs kind={kind} />
      {registering && <RegisterDialog project={registering} onClose={() => setRegistering(undefined)} />}
    </div>
  );
}
