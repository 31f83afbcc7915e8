// Projects move on by themselves, as on the real platform. A project submitted with a process code waits for the
// approval flow of that code (a workflow instance of business type 3 采购项目, approved or rejected with the workflow's
// approveTask and rejectTask); once the flow ends it is published (报名中) or rejected (审核驳回, the reason is the
// rejecting step's comment in the flow's history). Then its times move it: registration end → 保证金审核 (or 待开始
// without a deposit), bidding start → 竞价中, bidding end → 第二轮 or 已结束 (waiting for picketage). A sourcing inquiry
// submitted with a process code waits in the same kind of flow and is then published (报价中) or rejected (审核驳回);
// one whose quote deadline has passed is 待选定. Nothing runs on a timer: every request of the projects and statistics
// domains first brings the phases up to the current time (`movingOn`), so a project ending in two minutes is answered
// as ended two minutes later.

import type { Context, Handlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { now } from '../../engine/random.ts';
import { platformTables } from '../../tables/platform.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { startApproval, unitApprovers } from '../workflow/instances.ts';
import type { Project } from './shared.ts';

type Status = Project['status'];
/** The workflow definition projects are approved with when no definition has their process code as its key. */
const defaultFlow = 'project_approval';

/** The project's latest approval flow instance, if it was submitted to one. */
export const reviewOf = (projectId: string) =>
  platformTables.processInstances
    .all()
    .filter((instance) => instance.businessType === 3 && instance.businessKey === projectId)
    .at(-1);

/** What an approval flow needs of a project or a sourcing inquiry (both are business type 3 采购项目). */
interface Reviewed {
  id: string;
  no: string;
  name: string;
  processCode?: string | undefined;
}

/**
 * Starts the approval flow of a project or inquiry submitted for review: the deployed flow of its process code, else
 * the default project flow, else its department's flow; the unit's approvers are the flow's `${approvers}`.
 */
export async function startReview(record: Reviewed, applicant: Entity<'User'>) {
  const keyed = (key: string | undefined) =>
    platformTables.processDefinitions.all().some((row) => row.key === key && row.suspendState === 1);
  await startApproval({
    businessType: 3,
    businessKey: record.id,
    businessNo: record.no,
    title: record.name,
    applicant,
    approvers: unitApprovers(applicant),
    ...(keyed(record.processCode)
      ? { preferredKey: record.processCode }
      : keyed(defaultFlow) && { preferredKey: defaultFlow }),
  });
}

/** Where a project's or inquiry's approval stands: approved, rejected, or still waiting. */
const reviewed = (id: string) => reviewOf(id)?.state;

/** The refusing approver's comment in the project's latest approval flow. */
const refusalOf = (projectId: string) =>
  reviewOf(projectId)?.steps.find((step) => step.result === 1)?.comment ?? '审批未通过';

/** The phase after the project's current one at `time`, or its own when nothing has moved it on. */
function nextPhase(project: Project, time: string): Status {
  const passed = (moment: string | undefined) => moment !== undefined && moment <= time;
  switch (project.status) {
    case 1: {
      const state = reviewed(project.id);
      return state === 'agreed' ? 3 : state === 'rejected' ? 2 : 1;
    }
    case 3:
      return passed(project.registrationEndTime) ? (project.depositRequired === 1 ? 4 : 5) : 3;
    case 4:
    case 5:
      return passed(project.startTime) ? 6 : project.status;
    case 6:
      if (!passed(project.endTime)) return 6;
      return project.secondRoundEndTime && !passed(project.secondRoundEndTime) ? 7 : 8;
    case 7:
      return passed(project.secondRoundEndTime) ? 8 : 7;
    default:
      return project.status;
  }
}

/** Brings every project and sourcing inquiry to the phase it is in at the current time. */
export async function advancePhases() {
  const time = now();
  for (const project of t.projects.all()) {
    let status = project.status;
    for (let next = nextPhase(project, time); next !== status; next = nextPhase({ ...project, status }, time))
      status = next;
    if (status !== project.status)
      await t.projects.update(project.id, {
        status,
        ...(status === 7 && { currentRound: 2 }),
        ...(status === 2 && { rejectReason: refusalOf(project.id) }),
        updateTime: time,
      });
  }
  for (const sourcing of t.sourcings.all()) {
    const state = sourcing.status === 1 ? reviewed(sourcing.id) : undefined;
    if (state === 'agreed')
      await t.sourcings.update(sourcing.id, { status: 3, quoteStartTime: sourcing.quoteStartTime ?? time });
    if (state === 'rejected')
      await t.sourcings.update(sourcing.id, { status: 2, statusReason: refusalOf(sourcing.id) });
  }
  for (const sourcing of t.sourcings.all())
    if (sourcing.status === 3 && sourcing.quoteEndTime && sourcing.quoteEndTime <= time)
      await t.sourcings.update(sourcing.id, { status: 4 });
}

/** The handlers, each first bringing the phases up to date; a refused request undoes that with its other writes. */
export function movingOn<H extends Handlers>(handlers: H): H {
  const wrapped: Record<string, unknown> = {};
  for (const [id, handler] of Object.entries(handlers) as [string, (context: Context<never>) => unknown][])
    wrapped[id] = async (context: Context<never>) => {
      await advancePhases();
      return handler(context);
    };
  return wrapped as H;
}
