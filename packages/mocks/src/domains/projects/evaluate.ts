// The project manager's evaluation of a decided project's winning supplier, whether or not an order was made from it;
// the supplier reads it beside its result (queryProjectEvaluateDetail, in the catalogue domain's evaluations).

import { defineHandlers } from '../../engine/define.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { ownProject, picketagesOf } from './shared.ts';

export const evaluateHandlers = defineHandlers({
  saveProjectEvaluate: async ({ input, session }) => {
    const { projectId, ...scores } = input.body;
    const { project } = ownProject(session, projectId);
    if (project.status !== 10) fail('项目定标后才能评价中标供应商');
    if (catalogueTables.projectEvaluations.all().some((row) => row.projectId === project.id)) fail('该项目已评价');
    // The winner is the supplier of the project's latest picketage.
    const winner = picketagesOf(project.id).at(-1);
    if (!winner) fail('该项目没有中标供应商，不能评价');
    return catalogueTables.projectEvaluations.insert({
      id: newId(),
      projectId: project.id,
      projectName: project.projectName,
      projectNo: project.projectNo,
      supplierId: winner.supplierId,
      supplierName: winner.supplierName,
      ...scores,
      ...(scores.content?.trim() ? { content: scores.content.trim() } : {}),
      createTime: now(),
    });
  },
});
