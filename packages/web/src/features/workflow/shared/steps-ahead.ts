import type { components } from '@zc/sdk';

type Diagram = components['schemas']['ProcessInstanceDiagram'];

/**
 * The user tasks of an instance's flow still to come: those its sequence flows reach from the open tasks, nearest
 * first, not passed already. Past a gateway every branch may come, so each is listed. An ended instance has none.
 */
export function stepsAhead({ xml, activeElementIds, finishedElementIds }: Diagram): { id: string; name: string }[] {
  if (activeElementIds.length === 0) return [];
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const all = Array.from(doc.getElementsByTagName('*'));
  const next = new Map<string, string[]>();
  for (const flow of all.filter((element) => element.localName === 'sequenceFlow')) {
    const source = flow.getAttribute('sourceRef') ?? '';
    next.set(source, [...(next.get(source) ?? []), flow.getAttribute('targetRef') ?? '']);
  }
  const byId = new Map(all.map((element) => [element.getAttribute('id') ?? '', element]));
  const seen = new Set([...activeElementIds, ...finishedElementIds]);
  const queue = activeElementIds.flatMap((id) => next.get(id) ?? []);
  const ahead: { id: string; name: string }[] = [];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const element = byId.get(id);
    if (element?.localName === 'userTask') ahead.push({ id, name: element.getAttribute('name') || id });
    queue.push(...(next.get(id) ?? []));
  }
  return ahead;
}
