import { useNavigate } from '@tanstack/react-router';
import { pageProjects } from '@zc/sdk';
import { type ModeId, modes, type Project } from '@/features/projects/modes.ts';
import { useProjectInterventions } from '@/features/projects/project-interventions.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { labelsOf, usePurchaserOrgOptions } from '../shared/pickers.tsx';
import { type ProjectView, projectListColumns } from './columns.tsx';
import { modeProjectFilters, projectFilters } from './filters.ts';

const views = {
  all: { query: {}, title: '项目' },
  notLowest: { query: { pickRule: 2 as const }, title: '非最低价定标项目' },
  result: { query: { status: 10 as const }, title: '定标结果' },
};

/** 项目管理 and a mode's 项目, 非最低价项目 and 结果: every unit's projects, opened on their page, cancelled or 流标. */
export function ProjectListPage({ mode, view = 'all' }: { mode?: ModeId; view?: ProjectView }) {
  const navigate = useNavigate();
  const labels = { purchaserOrgId: labelsOf(usePurchaserOrgOptions()) };
  const query = { ...views[view].query, ...(mode && { projectType: modes[mode].projectType }) };
  const list = useList(pageProjects, mode ? modeProjectFilters : projectFilters, { query, labels });
  const interventions = useProjectInterventions();
  const columns = [
    ...projectListColumns(view, mode),
    ...columnsOf<Project>({
      actions: {
        header: '操作',
        cell: (project) => (
          <RowActions
            inline={3}
            actions={[
              { label: '详情', onClick: () => navigate({ to: '/project-manager-info', search: { id: project.id } }) },
              ...interventions.actionsOf(project),
            ]}
          />
        ),
      },
    }),
  ];
  const title = mode ? `${modes[mode].word}${views[view].title}` : '项目列表';
  return (
    <>
      <ListPage label={title} list={list} columns={columns} />
      {interventions.dialogs}
    </>
  );
}
