// `npm run size`: builds the web app, opens /login and the mall home / in Chromium against the production build, and
// prints the gzip size of the JavaScript and CSS each first visit loads and of the largest chunk /login does not load.
// Fails over budget.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { mockWorkerFile } from '../packages/web/build/mock-worker.ts';
import { routerConfig } from '../packages/web/router.config.ts';
import { chromiumArgs } from '../playwright.config.ts';
import { withPreview } from './preview-server.ts';

const KB = 1024;
const web = new URL('../packages/web/', import.meta.url).pathname;

// The router matches on the whole route tree, so every route's id, search schema and page's number load with the first
// visit: the production build writes the tree as rows (`packages/web/build/compact-routes.ts`) and names each page by
// its number in its area's lazy index (`packages/web/build/area-pages.ts`), a few bytes a route.
const routes = readFileSync(join(web, 'src/routeTree.gen.ts'), 'utf8').match(/^import \{ Route as /gm)?.length ?? 0;
const budget = {
  // The first visits' budgets are fixed, whatever the number of routes.
  firstLoadJs: 120 * KB,
  mallHomeJs: 150 * KB,
  // The largest lazy chunk is the SDK's React entry with the operations many pages share (their roles and the pages
  // that may call them): it grows with the pages that share them, a few hundred bytes a stop.
  lazyChunk: 44 * KB,
  // The approval-flow designer (bpmn-js) is one lazy chunk of its own, loaded only on /activiti.
  designerChunk: 240 * KB,
  // The chart kit's ECharts (shared/ui/Chart/chart-canvas.tsx) is one lazy chunk, loaded only on pages with charts.
  chartChunk: 200 * KB,
  sdkRuntime: 15 * KB,
  // What each route adds to every first visit: held low, so that the fixed budgets above hold with every page to come.
  perRoute: 15,
};
const isDesigner = (file: string) => file.startsWith('designer-');
const isChart = (file: string) => file.startsWith('chart-canvas-');
const assets = join(web, 'dist/assets');
// `PREVIEW_PORT` serves the build on another port (two working copies at once).
const port = Number(process.env.PREVIEW_PORT ?? 4180);

if (!process.argv.includes('--no-build')) execSync('npm run build -w @zc/web', { stdio: 'inherit' });

/**
 * The SDK's runtime (client, session, refresh, errors, query helpers) without generated code, minified and gzipped:
 * what every page pays. Lazily loaded parts (RSA encryption, loaded on login submit) are counted apart.
 */
async function sdkRuntimeSize(): Promise<{ eager: number; lazy: number }> {
  const { build } = await import('vite');
  const output = await build({
    logLevel: 'silent',
    configFile: false,
    build: {
      write: false,
      lib: { entry: new URL('../packages/sdk/src/runtime.ts', import.meta.url).pathname, formats: ['es'] },
      rollupOptions: { external: [/^react/, /^@tanstack\//] },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunks = ('output' in result ? result.output : []).flatMap((chunk) =>
    chunk.type === 'chunk' ? [{ isEntry: chunk.isEntry, code: chunk.code }] : [],
  );
  const size = (entry: boolean) =>
    chunks
      .filter((chunk) => chunk.isEntry === entry)
      .reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
  return { eager: size(true), lazy: size(false) };
}
const sdkRuntime = await sdkRuntimeSize();

type Chunk = { code: string; imports: string[]; isEntry: boolean };

/** The gzip size of what the app's entry loads before any page: the entry chunk and the chunks it imports. */
function entryJs(chunks: Map<string, Chunk>): number {
  const loaded = new Set<string>();
  const load = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) load(imported);
  };
  for (const [file, chunk] of chunks) if (chunk.isEntry) load(file);
  return [...loaded].reduce((total, file) => total + gzipSync(chunks.get(file)?.code ?? '', { level: 9 }).length, 0);
}

/** The production build's chunks, read back through its manifest. */
function builtChunks(): Map<string, Chunk> {
  const manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }> = JSON.parse(
    readFileSync(join(web, 'dist/.vite/manifest.json'), 'utf8'),
  );
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  return new Map(
    Object.values(manifest)
      .filter((entry) => entry.file.endsWith('.js'))
      .map((entry) => [
        entry.file,
        {
          code: readFileSync(join(web, 'dist', entry.file), 'utf8'),
          imports: (entry.imports ?? []).map(fileOf),
          isEntry: entry.isEntry ?? false,
        },
      ]),
  );
}

/**
 * What one more route adds to every first visit, gzip: the production build's entry against the same build with every
 * other leaf route of the route tree left out (its row and its route file), divided by the routes left out. Routes whose
 * page is not split off are kept: their page is part of the entry.
 */
async function routeCost(): Promise<{ bytes: number; leftOut: number }> {
  const { build } = await import('vite');
  let leftOut = 0;
  const output = await build({
    root: web,
    configFile: join(web, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
    plugins: [
      {
        // After the compact route tree (`build/compact-routes.ts`), whose leaf rows read `[route, "id"]`.
        name: 'size:every-other-leaf',
        transform(code, id) {
          if (!id.endsWith('/routeTree.gen.ts')) return undefined;
          const dropped = new Set<string>();
          let leaf = 0;
          const rows = code.replace(/,\s*\[(\w+),\s*"([^"]+)"\]/g, (row, route: string, id: string) => {
            // A route whose page ships with the entry (the sign-in page) is not what a route costs.
            if (routerConfig.codeSplittingOptions.splitBehavior({ routeId: id })) return row;
            if (++leaf % 2 === 1) return row;
            dropped.add(route);
            return '';
          });
          leftOut = dropped.size;
          return rows.replace(/^import \{ Route as (\w+) \} from .*$/gm, (line, route: string) =>
            dropped.has(route) ? '' : line,
          );
        },
      },
    ],
  });
  const fewer = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.flatMap((file) => (file.type === 'chunk' ? [file] : [])) : [],
  );
  const fewerEntry = entryJs(new Map(fewer.map((chunk) => [chunk.fileName, chunk])));
  return { bytes: (entryJs(builtChunks()) - fewerEntry) / leftOut, leftOut };
}
execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });

const gzip = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The assets a first visit to each path loads, in a fresh browser context. */
const loadedBy: Record<string, Set<string>> = { '/login': new Set(), '/': new Set() };
await withPreview(port, async (origin) => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  for (const [path, assetsLoaded] of Object.entries(loadedBy)) {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const asset = new URL(response.url()).pathname;
      if (asset.startsWith('/assets/')) assetsLoaded.add(basename(asset));
    });
    // The page itself, then what it loads: on a busy machine the network can rest before the page's chunk is asked for.
    await page.goto(`${origin}${path}`);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.close();
  }
  await browser.close();
});
const loaded = loadedBy['/login'] as Set<string>;

const files = readdirSync(assets);
const firstJs = [...loaded].filter((f) => f.endsWith('.js'));
const firstCss = [...loaded].filter((f) => f.endsWith('.css'));
const lazyJs = files.filter((f) => f.endsWith('.js') && !loaded.has(f)).map((f) => ({ file: f, size: gzip(f) }));
lazyJs.sort((a, b) => b.size - a.size);
const designer = lazyJs.find((chunk) => isDesigner(chunk.file));
const chart = lazyJs.find((chunk) => isChart(chunk.file));
const lazy = lazyJs.filter((chunk) => !isDesigner(chunk.file) && !isChart(chunk.file));
const sum = (list: string[]) => list.reduce((total, f) => total + gzip(f), 0);
const firstLoadJs = sum(firstJs);
const largestLazy = lazy[0];

console.info('\nFirst visit to /login (gzip):');
for (const f of [...firstJs, ...firstCss]) console.info(`  ${f.padEnd(40)} ${kb(gzip(f))}`);
console.info(
  `  JavaScript ${kb(firstLoadJs)} (budget ${kb(budget.firstLoadJs)}, ${routes} routes), CSS ${kb(sum(firstCss))}`,
);
const perRoute = await routeCost();
console.info(
  `  A route costs every first visit ${perRoute.bytes.toFixed(1)} B (budget ${budget.perRoute} B; against a build with ${perRoute.leftOut} routes fewer)`,
);
console.info(
  largestLazy
    ? `Largest lazy chunk: ${largestLazy.file} ${kb(largestLazy.size)} (budget ${kb(budget.lazyChunk)}); ${lazy.length} lazy chunks`
    : 'No lazy chunks',
);
const mallHomeFiles = [...(loadedBy['/'] as Set<string>)].filter((f) => f.endsWith('.js'));
const mallHomeJs = sum(mallHomeFiles);
console.info('First visit to the mall home / (gzip), beyond what /login loads:');
for (const f of mallHomeFiles.filter((file) => !loaded.has(file))) console.info(`  ${f.padEnd(40)} ${kb(gzip(f))}`);
console.info(`  JavaScript ${kb(mallHomeJs)} (budget ${kb(budget.mallHomeJs)})`);
if (designer)
  console.info(`Designer chunk: ${designer.file} ${kb(designer.size)} (budget ${kb(budget.designerChunk)})`);
if (chart) console.info(`Chart chunk: ${chart.file} ${kb(chart.size)} (budget ${kb(budget.chartChunk)})`);

console.info(
  `SDK runtime (without generated code): ${kb(sdkRuntime.eager)} (budget ${kb(budget.sdkRuntime)}), plus ${kb(sdkRuntime.lazy)} loaded on login submit`,
);

const failures: string[] = [];
if (sdkRuntime.eager > budget.sdkRuntime) failures.push(`the SDK runtime is ${kb(sdkRuntime.eager)}`);
if (firstLoadJs > budget.firstLoadJs) failures.push(`first load of /login is ${kb(firstLoadJs)} of JavaScript`);
if (perRoute.bytes > budget.perRoute) failures.push(`a route costs every first visit ${perRoute.bytes.toFixed(1)} B`);
if (mallHomeJs > budget.mallHomeJs) failures.push(`first load of the mall home is ${kb(mallHomeJs)} of JavaScript`);
if (largestLazy && largestLazy.size > budget.lazyChunk) failures.push(`${largestLazy.file} is ${kb(largestLazy.size)}`);
if (!designer) failures.push('the designer is not a lazy chunk of its own');
else if (designer.size > budget.designerChunk) failures.push(`${designer.file} is ${kb(designer.size)}`);
if (!chart) failures.push('the chart kit is not a lazy chunk of its own');
else if (chart.size > budget.chartChunk) failures.push(`${chart.file} is ${kb(chart.size)}`);
const chartsLoadedBy = Object.entries(loadedBy).filter(([, loadedFiles]) => [...loadedFiles].some(isChart));
for (const [path] of chartsLoadedBy) failures.push(`${path} loads the chart kit`);
// Development-only code never ships: the mock backend (its worker and msw) and the spec validator of the SDK.
if (existsSync(join(web, 'dist', mockWorkerFile))) failures.push('the production build contains the mock worker');
const devOnly = { msw: '[MSW]', 'the spec validator': '接口返回不符合规范' };
for (const [what, marker] of Object.entries(devOnly)) {
  const holding = files.filter((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes(marker));
  if (holding.length > 0) failures.push(`the production build contains ${what}: ${holding.join(', ')}`);
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('Within budget.');
