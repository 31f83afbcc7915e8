import { isOpinion, opinionLabels } from '@zc/designer/opinion';

/**
 * A flow's words for the names its engine decides on: a gateway's flows and the end events are named agree and
 * reject in the BPMN file (the designer writes them so), and read 同意 and 驳回 where the flow is drawn.
 */
export function nameOpinions(elements: Record<string, { name?: string }>) {
  for (const element of Object.values(elements))
    if (isOpinion(element.name)) element.name = opinionLabels[element.name];
}
