import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeRows } from '@/app/route-rows.ts';
import { routeTree } from '@/routeTree.gen.ts';
import generated from '@/routeTree.gen.ts?raw';
import { compactRouteTree } from '../build/compact-routes.ts';

interface Shape {
  id: string | undefined;
  path: string | undefined;
  parent: string | undefined;
  children: Shape[];
}

/** What the router reads of a route: its id, path, parent and children in order. */
const shapeOf = (route: AnyRoute): Shape => {
  const options = route.options as { id?: string; path?: string; getParentRoute?: () => AnyRoute };
  return {
    id: options.id,
    path: options.path,
    parent: (options.getParentRoute?.().options as { id?: string } | undefined)?.id,
    children: ((route.children ?? []) as AnyRoute[]).map(shapeOf),
  };
};

/** A stand-in for a route file's export, with the two methods a route tree calls. */
const fakeRoute = () => {
  const route = {
    options: {},
    update: (options: object) => Object.assign(route.options, options) && route,
    _addFileChildren: (children: unknown[]) => Object.assign(route, { children }),
  };
  return route as unknown as AnyRoute;
};

describe('the production route tree as rows', () => {
  it('builds the tree the generated file builds: ids, paths, parents and the order of children', () => {
    const compact = compactRouteTree(generated);
    const imports = [...compact.matchAll(/^import \{ Route as (\w+) \}/gm)].map(([, name]) => name as string);
    const tree = compact.match(/^export const routeTree = (.*);$/m)?.[1];
    const build = new Function('routeRows', ...imports, `return ${tree}`);
    const root = build(routeRows, ...imports.map(fakeRoute)) as AnyRoute;
    expect(shapeOf(root).children).toEqual(shapeOf(routeTree).children);
    expect(imports.length).toBeGreaterThan(250);
  });

  it('refuses a generated tree it does not understand rather than leave routes out', () => {
    expect(() => compactRouteTree(generated.replace(/\.update\(\{\n\s*id:/, '.update({ name: 1, id:'))).toThrow(
      'routeTree.gen.ts has a form the compact route tree does not know',
    );
  });
});
