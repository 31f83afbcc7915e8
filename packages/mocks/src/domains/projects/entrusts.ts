// Projects purchasing units entrusted to the platform (/entrusted-manager): the entrustment keeps who, when and why;
// the phase, where the entrustment stands and the registrations are read from the project as it is now.

import { defineHandlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, paginate } from '../../engine/paging.ts';
import { daysFromSeedDay, formatDateTime, seedId } from '../../engine/random.ts';
import { projectTables as t } from '../../tables/projects.ts';

type Entrust = Entity<'ProjectEntrust'>;

/** Where an entrustment stands, from its project's phase. */
export function entrustStatusOf(projectStatus: Entity<'Project'>['status']): Entrust['status'] {
  if (projectStatus <= 2) return 0;
  if (projectStatus === 12) return 3;
  if (projectStatus === 10 || projectStatus === 11) return 2;
  return 1;
}

const remarks = ['本单位无专职采购人员，委托平台组织竞价', '委托平台代为审核供应商报名和保证金', undefined];

/** Every fifth project is entrusted to the platform by the unit's project manager. */
export async function seedEntrusts() {
  const projects = t.projects.all().filter((_, index) => index % 5 === 0);
  for (const [k, project] of projects.entries())
    await t.entrusts.insert({
      id: seedId(t.entrusts),
      projectId: project.id,
      entrustUserName: project.purchaseUserName ?? '项目经理',
      entrustTime: formatDateTime(new Date(Math.min(Date.parse(project.createTime), daysFromSeedDay(-k).getTime()))),
      remark: remarks[k % remarks.length],
    });
}

function view(entrust: ReturnType<typeof t.entrusts.all>[number]): Entrust | undefined {
  const project = t.projects.get(entrust.projectId);
  if (!project) return undefined;
  return {
    id: entrust.id,
    projectId: project.id,
    projectNo: project.projectNo,
    projectName: project.projectName,
    projectType: project.projectType,
    projectStatus: project.status,
    status: entrustStatusOf(project.status),
    purchaserOrgId: project.purchaserOrgId,
    purchaserOrgName: project.purchaserOrgName,
    entrustUserName: entrust.entrustUserName,
    entrustTime: entrust.entrustTime,
    ...(entrust.remark && { remark: entrust.remark }),
    ...(project.budgetAmount !== undefined && { budgetAmount: project.budgetAmount }),
    registeredCount: t.certificates.count((row) => row.projectId === project.id),
  };
}

export const entrustHandlers = defineHandlers({
  listEntrustedProjects: (context) => {
    const query = queryOf(context);
    const rows = t.entrusts
      .all()
      .flatMap((entrust) => view(entrust) ?? [])
      .filter(
        (row) =>
          contains(row.projectName, query.projectName) &&
          equals(row.projectType, query.projectType) &&
          equals(row.purchaserOrgId, query.purchaserOrgId) &&
          equals(row.status, query.status),
      )
      .sort((a, b) => b.entrustTime.localeCompare(a.entrustTime));
    return paginate(rows, query);
  },
  listEntrustCertificates: (context) => {
    const entrust = t.entrusts.require(context.input.path.id, '委托项目');
    return t.certificates
      .all()
      .filter((row) => row.projectId === entrust.projectId)
      .sort((a, b) => a.createTime.localeCompare(b.createTime));
  },
});
