import { Link } from '@tanstack/react-router';
import { listMallProjects } from '@zc/sdk';
import { projectStatusLabels, projectTypeLabels } from '@zc/sdk/labels';
import { getProjectQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { useInfiniteList } from '@/shared/list/use-infinite-list.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { useSession } from '@/shared/session/session.ts';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { InfiniteRows, MobileHeader, tap } from '../shared/kit.tsx';

function ProjectChoices() {
  const projects = useInfiniteList(listMallProjects, { query: {} }, 10);
  return (
    <InfiniteRows list={projects} label="项目列表" none="暂无项目">
      {(project) => (
        <li key={project.id}>
          <Link
            to="/projectMobile"
            search={{ id: project.id }}
            className="flex flex-col gap-1 rounded-lg bg-white p-3 text-sm"
          >
            <span className="line-clamp-2">{project.projectName}</span>
            <span className="flex justify-between text-xs text-slate-500">
              {labelOf(projectTypeLabels, project.projectType)}
              <span>{labelOf(projectStatusLabels, project.status)}</span>
            </span>
          </Link>
        </li>
      )}
    </InfiniteRows>
  );
}

/**
 * A bidding, reverse-bidding, sourcing or auction project on a phone (where the mall's project pages lead a phone):
 * its terms and times; reading it needs signing in, as on the desktop.
 */
export function ProjectMobilePage() {
  const { id } = usePageSearch('/projectMobile');
  const session = useSession();
  return (
    <main>
      <MobileHeader title="项目详情" />
      {id && !session ? (
        <section className="flex flex-col items-center gap-4 p-10 text-sm text-slate-500">
          项目的公告、商品清单与参与方式仅向平台注册用户公开
          <Link
            to="/loginMobile"
            search={{ redirect: `/projectMobile?id=${id}` }}
            className={`${tap.primary} leading-11`}
          >
            登录后查看
          </Link>
        </section>
      ) : (
        <RecordPage
          id={id}
          chooser={{ noun: '项目', choices: <ProjectChoices /> }}
          load={(id) => getProjectQueryOptions({ path: { id } })}
        >
          {(project) => (
            <dl className="grid grid-cols-[5rem_1fr] gap-y-2 bg-white p-3 text-sm [&_dt]:text-slate-500">
              <dt>项目名称</dt>
              <dd>{project.projectName}</dd>
              <dt>项目编号</dt>
              <dd className="break-all">{project.projectNo}</dd>
              <dt>采购方式</dt>
              <dd>{labelOf(projectTypeLabels, project.projectType)}</dd>
              <dt>项目状态</dt>
              <dd>{labelOf(projectStatusLabels, project.status)}</dd>
              <dt>采购单位</dt>
              <dd>{project.purchaserOrgName}</dd>
              <dt>预算金额</dt>
              <dd>¥{formatMoney(project.budgetAmount)}</dd>
              <dt>报名截止</dt>
              <dd>{formatDateTime(project.registrationEndTime)}</dd>
              <dt>结束时间</dt>
              <dd>{formatDateTime(project.endTime)}</dd>
            </dl>
          )}
        </RecordPage>
      )}
    </main>
  );
}
