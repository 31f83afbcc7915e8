import { listMallProjects } from '@zc/sdk';
import { projectStatusLabels } from '@zc/sdk/labels';
import { type ProjectChannel, projectChannels } from '@/features/mall/projects/channels.ts';
import { MallLink } from '@/features/mall/shared/MallLink.tsx';
import { useMallQuery } from '@/features/shop/mall-query.ts';
import { formatDate } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';

function ProjectBox({ channel }: { channel: ProjectChannel }) {
  const projects = useMallQuery(listMallProjects, {
    query: { projectType: channel.projectType, current: 1, size: 5 },
  });
  return (
    <section aria-label={channel.title} className="bg-white">
      <header className="flex h-11 items-center justify-between border-b border-slate-100 px-4">
        <h2 className="border-l-4 border-brand pl-2 font-semibold">{channel.title}</h2>
        <MallLink url={channel.list} className="text-xs text-slate-500 hover:text-brand">
          更多 ›
        </MallLink>
      </header>
      <ul className="px-4 py-2 text-xs">
        {projects.data?.records.length === 0 && <li className="py-6 text-center text-slate-500">暂无项目</li>}
        {projects.data?.records.map((project) => (
          <li key={project.id} className="flex items-center gap-2 py-1.5">
            <span className="shrink-0 rounded bg-brand-soft px-1.5 text-brand">
              {labelOf(projectStatusLabels, project.status)}
            </span>
            <MallLink url={`${channel.detail}?id=${project.id}`} className="flex-1 truncate hover:text-brand">
              {project.projectName}
            </MallLink>
            <span className="shrink-0 text-slate-500">{formatDate(project.endTime ?? project.createTime)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Bidding, backhand, sourcing and auction: the latest projects of each, with links to their lists. */
export function ProjectBoxes() {
  return (
    <div className="grid grid-cols-4 gap-3">
      {Object.values(projectChannels).map((channel) => (
        <ProjectBox key={channel.projectType} channel={channel} />
      ))}
    </div>
  );
}
