import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaPages } from '../build/area-pages.ts';

/** A route module as the router plugin leaves it when it splits the page off. */
const splitRoute = (file: string) =>
  [
    `const $$splitComponentImporter = () => import('${file}?tsr-split=component');`,
    'import { lazyRouteComponent } from "@tanstack/react-router";',
    'export const Route = createFileRoute()({',
    '\tvalidateSearch: listSearch(),',
    '\tcomponent: lazyRouteComponent($$splitComponentImporter, "component")',
    '});',
  ].join('\n');

/** A routes folder with an area of three pages (`b` without a page of its own), its layout and a top-level page. */
function routesFolder() {
  const routes = `${mkdtempSync(join(tmpdir(), 'area-pages-'))}/`;
  mkdirSync(join(routes, 'shop'));
  for (const file of ['shop/c.tsx', 'shop/a.tsx', 'shop/b.tsx', '_shop.tsx', 'login.tsx'])
    writeFileSync(join(routes, file), '');
  return routes;
}

type Hooks = {
  resolveId: (id: string) => string | undefined;
  load: (this: { load: (options: { id: string }) => Promise<unknown> }, id: string) => Promise<string | undefined>;
  transform: (code: string, id: string) => { code: string } | undefined;
};

describe('pages named by their number in their area’s index', () => {
  const routes = routesFolder();
  const plugin = areaPages(routes) as unknown as Hooks;
  const transformed = (file: string) => plugin.transform(splitRoute(routes + file), routes + file)?.code;

  it('names a route’s page by its place among its folder’s route files, with no import of its own', () => {
    const code = transformed('shop/c.tsx');
    expect(code).toContain("import { page as __areaPage } from 'virtual:area-page/shop';");
    expect(code).toContain('component: __areaPage(2)');
    expect(code).not.toContain('import(');
  });

  it('leaves layouts, the top level’s pages, routes without a split page and other modules as they are', () => {
    expect(transformed('_shop.tsx')).toBeUndefined();
    expect(transformed('login.tsx')).toBeUndefined();
    expect(plugin.transform('export const Route = createFileRoute()({});', `${routes}shop/b.tsx`)).toBeUndefined();
    expect(plugin.transform(splitRoute('x'), '/elsewhere/x.tsx')).toBeUndefined();
  });

  it('refuses a split page of a form it does not know rather than leave its import in every first visit', () => {
    const other = splitRoute(`${routes}shop/a.tsx`).replace('"component")', '"component", 1)');
    expect(() => plugin.transform(other, `${routes}shop/a.tsx`)).toThrow(
      'has a form build/area-pages.ts does not know',
    );
  });

  it('writes an area’s index once every route of it is transformed: each page at its number', async () => {
    transformed('shop/a.tsx');
    const loaded: string[] = [];
    const context = { load: async ({ id }: { id: string }) => loaded.push(id) };
    const id = plugin.resolveId('virtual:area-pages/shop') as string;
    const index = await plugin.load.call(context, id);
    expect(loaded.sort()).toEqual(['a', 'b', 'c'].map((name) => `${routes}shop/${name}.tsx`));
    expect(index).toBe(
      `export const pages = [() => import('${routes}shop/a.tsx?tsr-split=component'),,() => import('${routes}shop/c.tsx?tsr-split=component')];`,
    );
    const page = await plugin.load.call(context, plugin.resolveId('virtual:area-page/shop') as string);
    expect(page).toContain("import('virtual:area-pages/shop').then((index) => index.pages[n]())");
  });
});
