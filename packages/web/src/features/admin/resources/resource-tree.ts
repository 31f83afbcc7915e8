import type { components } from '@zc/sdk';
import type { CheckNode } from './CheckTree.tsx';

export type Resource = components['schemas']['Resource'];
export type ResourceNode = CheckNode & { resource: Resource; children: ResourceNode[] };

/** The resource tree the server answers, as the nodes of a CheckTree (each keeping its resource). */
export const resourceNodes = (resources: readonly Resource[] = []): ResourceNode[] =>
  resources.map((resource) => ({
    id: resource.id,
    label: resource.name,
    resource,
    children: resourceNodes(resource.children),
  }));

/** Every id of a tree. */
export const idsOf = (resources: readonly Resource[] = []): string[] =>
  resources.flatMap((resource) => [resource.id, ...idsOf(resource.children)]);

/** The names of `ids` in the tree, in its order. */
export const namesOf = (resources: readonly Resource[] = [], ids: ReadonlySet<string>): string[] =>
  resources.flatMap((resource) => [
    ...(ids.has(resource.id) ? [resource.name] : []),
    ...namesOf(resource.children, ids),
  ]);
