// Every route's definition loads with the first visit to any page: the router matches on the whole tree. The generated
// route tree spends most of those bytes on what matching never reads (a variable, an object key and an `update` call
// per route, each path written three times), so the production build writes the same tree as rows: about 50 B gzip a
// route become under 15. Development and tests keep the generated file as it is.
import type { Plugin } from 'vite';
import { pathOf } from '../src/app/route-rows.ts';

interface Node {
  /** The route file's export, as the generated file imports it. */
  route: string;
  id: string;
  children: Node[];
}

const update =
  /const (\w+)\s*=\s*(\w+)\.update\(\{\s*id: '([^']*)',(?:\s*path: '([^']*)',)?\s*getParentRoute: \(\) => \w+,?\s*\}\s*as any\);?/g;
const childrenObject = /const (\w+)RouteChildren: \w+ = \{([^}]*)\}/g;
const routeImport = /^import \{ Route as \w+ \} from '[^']+';?$/gm;

/** The tree the generated file builds: each route's id and its children, in the generator's order. */
export function readRouteTree(source: string): Node[] {
  const nodes = new Map<string, Node>();
  for (const [, variable, route, id, path] of source.matchAll(update)) {
    if (path !== pathOf(id as string))
      throw new Error(`The route ${id} has the path ${path}, not ${pathOf(id as string)}`);
    nodes.set(variable as string, { route: route as string, id: id as string, children: [] });
  }
  if (nodes.size !== source.match(/\.update\(/g)?.length || /\.(updateLoader|lazy)\(|createFileRoute\(/.test(source))
    throw new Error('routeTree.gen.ts has a form the compact route tree does not know: see build/compact-routes.ts');
  const childrenOf = new Map<string, Node[]>();
  for (const [, parent, entries] of source.matchAll(childrenObject)) {
    const children = [...(entries as string).matchAll(/:\s*(\w+?)(?:WithChildren)?\s*[,\n]/g)].map(([, variable]) => {
      const node = nodes.get(variable as string);
      if (!node) throw new Error(`routeTree.gen.ts: ${parent}RouteChildren names an unknown route ${variable}`);
      return node;
    });
    childrenOf.set(`${parent}Route`, children);
  }
  for (const [variable, node] of nodes) node.children = childrenOf.get(variable) ?? [];
  const root = childrenOf.get('rootRoute');
  if (!root) throw new Error('routeTree.gen.ts has no rootRouteChildren');
  return root;
}

/** The route tree module as rows (`src/app/route-rows.ts`), the same tree for the router. */
export function compactRouteTree(source: string): string {
  const rows = (nodes: Node[]): string =>
    `[${nodes
      .map(
        ({ route, id, children }) => `[${route},${JSON.stringify(id)}${children.length ? `,${rows(children)}` : ''}]`,
      )
      .join(',')}]`;
  return [
    ...(source.match(routeImport) ?? []),
    "import { routeRows } from './app/route-rows.ts';",
    `export const routeTree = routeRows(rootRouteImport, ${rows(readRouteTree(source))});`,
  ].join('\n');
}

/**
 * The production build's route tree as rows, and route files without the path `createFileRoute('/…')` repeats: the
 * router reads a route's id from the tree, never from that argument.
 */
export function compactRoutes(routesDirectory: string): Plugin {
  return {
    name: 'zc:compact-routes',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.endsWith('/routeTree.gen.ts')) return { code: compactRouteTree(code), map: null };
      if (id.startsWith(routesDirectory) && !id.includes('?'))
        return { code: code.replace(/\bcreateFileRoute\((['"`])[^'"`]*\1\)/g, 'createFileRoute()'), map: null };
      return undefined;
    },
  };
}
