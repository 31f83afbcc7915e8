import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { operationQueryOptions, pageBiddingHallQueryOptions } from '@zc/sdk/react';
import { EMPTY } from '@/shared/format/money.ts';
import type { ProjectKind } from './kinds.ts';

const one = { current: 1, size: 1 };

/** A count read from a page's total; '--' while loading or when the call fails. */
function Count({
  label,
  total,
  to,
}: {
  label: string;
  total: number | undefined;
  to: ProjectKind['routes'][keyof ProjectKind['routes']];
}) {
  return (
    <Link to={to} className="flex flex-col gap-1 rounded bg-white p-4 hover:shadow">
      <span className="text-sm text-slate-500">{label}</span>
      <span className="text-2xl font-semibold text-brand">{total ?? EMPTY}</span>
    </Link>
  );
}

/** 竞价管理 / 反拍管理 / 拍卖管理: the group's pages with how many projects or contracts each holds. */
export function ProjectsOverviewPage({ kind }: { kind: ProjectKind }) {
  const projects = (query: { status: 3 | 10; joined?: 1 }) =>
    operationQueryOptions(kind.projectList, { query: { ...kind.ofKind, ...one, ...query } });
  const open = useQuery(projects({ status: 3 }));
  const joined = useQuery(pageBiddingHallQueryOptions({ query: { ...one, projectType: kind.projectType } }));
  const running = useQuery(
    pageBiddingHallQueryOptions({ query: { ...one, projectType: kind.projectType, status: 6 } }),
  );
  const picked = useQuery(projects({ status: 10, joined: 1 }));
  const contracts = useQuery(operationQueryOptions(kind.contractList, { query: { ...kind.ofKind, ...one } }));
  return (
    <nav aria-label={`${kind.word}管理`} className="grid grid-cols-2 gap-3 md:grid-cols-5">
      <Count label="报名中的项目" total={open.data?.total} to={kind.routes.report} />
      <Count label={`参与的${kind.word}项目`} total={joined.data?.total} to={kind.routes.participate} />
      <Count label={`正在${kind.word}`} total={running.data?.total} to={kind.routes.participate} />
      <Count label="已定标项目" total={picked.data?.total} to={kind.routes.result} />
      <Count label={`${kind.word}合同`} total={contracts.data?.total} to={kind.routes.contract} />
    </nav>
  );
}
