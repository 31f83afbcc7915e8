// Every route's definition loads with the first visit to any page, and with it, the import of the route's page chunk:
// a content hash that gzip cannot shorten, about 9 B a route. The production build instead gives each folder of routes
// (an area: the mall, the purchaser's pages, …) one lazy index of its pages' imports. A route names its page by a
// number in that index, and the first visit carries one index import per area rather than one hash per route. Opening
// an area's first page loads its index (a few hundred bytes) before the page. Layouts (`_mall.tsx`, …), which every page
// of their area waits for, and the top level's pages, where visits start, keep their own import.
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// What the router plugin writes for a split page: its importer, and the lazy component made from it.
const importer = /const \$\$splitComponentImporter = \(\) => import\((['"])[^'"]+\?tsr-split=component\1\);?\n?/;
const lazyComponent = /lazyRouteComponent\(\$\$splitComponentImporter, (['"])component\1\)/;
const areaModule = 'virtual:area-page/';
const indexModule = 'virtual:area-pages/';

export function areaPages(routesDirectory: string): Plugin {
  /** Each area's route files, sorted: a route's number is its place in that list. */
  const areaFiles = new Map<string, string[]>();
  const filesOf = (area: string) => {
    let files = areaFiles.get(area);
    if (!files) {
      const folder = join(routesDirectory, area);
      files = readdirSync(folder)
        .filter((file) => file.endsWith('.tsx'))
        .sort()
        .map((file) => join(folder, file));
      areaFiles.set(area, files);
    }
    return files;
  };
  /** The route files whose page was split off: those the indexes import. */
  const splitPages = new Set<string>();
  return {
    name: 'zc:area-pages',
    apply: 'build',
    enforce: 'post',
    resolveId(id) {
      return id.startsWith(areaModule) || id.startsWith(indexModule) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id.startsWith(`\0${areaModule}`)) {
        const area = id.slice(areaModule.length + 1);
        return [
          "import { lazyRouteComponent } from '@tanstack/react-router';",
          `export const page = (n) => lazyRouteComponent(() => import('${indexModule}${area}').then((index) => index.pages[n]()), 'component');`,
        ].join('\n');
      }
      if (!id.startsWith(`\0${indexModule}`)) return undefined;
      const area = id.slice(indexModule.length + 1);
      const files = filesOf(area);
      // Every route of the area has been transformed before its index is written.
      await Promise.all(files.map((file) => this.load({ id: file })));
      const imports = files.map((file) => (splitPages.has(file) ? `() => import('${file}?tsr-split=component')` : ''));
      return `export const pages = [${imports.join(',')}];`;
    },
    transform(code, id) {
      if (!id.startsWith(routesDirectory) || id.includes('?') || basename(id).startsWith('_')) return undefined;
      if (!code.includes('?tsr-split=component')) return undefined;
      if (!importer.test(code) || !lazyComponent.test(code))
        throw new Error(`${id}: the router plugin's split page has a form build/area-pages.ts does not know`);
      const area = dirname(id).slice(routesDirectory.length);
      // A top-level page (a phone's sign-in, registration, an error page) opens a visit: a round trip sooner without an
      // index to load first.
      if (!area) return undefined;
      const number = filesOf(area).indexOf(id);
      if (number < 0) throw new Error(`${id} is not among the route files of ${area}`);
      splitPages.add(id);
      return {
        code: `import { page as __areaPage } from '${areaModule}${area}';\n${code.replace(importer, '').replace(lazyComponent, `__areaPage(${number})`)}`,
        map: null,
      };
    },
  };
}
