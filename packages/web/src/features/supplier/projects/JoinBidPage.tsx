import { useQuery } from '@tanstack/react-query';
import { getBiddingRulesQueryOptions } from '@zc/sdk/react';
import { ProjectRules } from '@/features/projects/ProjectRules.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';
import { BidForm } from './BidForm.tsx';
import { BidCounts, BidHistoryTable, OwnBids } from './BidRecords.tsx';
import type { Project, ProjectKind } from './kinds.ts';
import { ProjectFacts, ProjectGoodsTable, SecondRound, WithProject } from './ProjectSheet.tsx';
import { projectChoosers } from './project-choosers.ts';
import { isRunning } from './rules.ts';
import { SupplierStanding } from './SupplierStanding.tsx';

/**
 * 竞价出价 / 反拍出价 / 拍卖出价 (and /join-bid): the project, the rules, the supplier's standing, the bid form while a
 * round is open, the supplier's own bids (revocable while open) and the bidding history with its counts.
 * `readOnly` is the view-details page: the same project seen without any action.
 */
export function JoinBidPage({ kind, readOnly = false }: { kind: ProjectKind; readOnly?: boolean }) {
  const chooser = projectChoosers[readOnly ? 'viewDetails' : 'joinBid'][kind.id];
  return (
    <WithProject chooser={chooser}>{(id) => <JoinBid kind={kind} projectId={id} readOnly={readOnly} />}</WithProject>
  );
}

export function JoinBid({ kind, projectId, readOnly }: { kind: ProjectKind; projectId: string; readOnly: boolean }) {
  const query = useQuery(kind.info(projectId));
  return (
    <QueryState query={query}>
      {(project) => {
        const open = !readOnly && isRunning(project.status);
        return (
          <div className="flex flex-col gap-3">
            <ProjectFacts kind={kind} project={project} />
            <SupplierStanding kind={kind} projectId={projectId} />
            <ProjectRules kind={kind} projectId={projectId} />
            {kind.better === 'lower' && <SecondRound projectId={projectId} />}
            <ProjectGoodsTable kind={kind} projectId={projectId} />
            {open && <BidPanel kind={kind} project={project} />}
            <BidCounts kind={kind} projectId={projectId} />
            <OwnBids kind={kind} projectId={projectId} revocable={open && kind.revocable} />
            <BidHistoryTable kind={kind} projectId={projectId} />
          </div>
        );
      }}
    </QueryState>
  );
}

/** The bid form once the rules (quote mode, steps) and the goods lines are known. */
function BidPanel({ kind, project }: { kind: ProjectKind; project: Project }) {
  const rules = useQuery(getBiddingRulesQueryOptions({ path: { id: project.id } }));
  const goods = useQuery(kind.goods(project.id));
  return (
    <QueryState query={rules}>
      {(rules) => (
        <QueryState query={goods}>
          {(goods) => <BidForm kind={kind} project={project} rules={rules} goods={goods} />}
        </QueryState>
      )}
    </QueryState>
  );
}
