// `npm run bench:designer`: imports generated diagrams of 100, 1,000 and 3,000 elements in Chromium, into our
// designer and into a bare bpmn-js Modeler in the same page, and prints the median import times, their ratio
// (goal: at most 1.15) and the gzip size of the designer's chunk as the web app lazily loads it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { chromiumArgs } from '../playwright.config.ts';

// Small diagrams import in a few milliseconds, so they get more runs to keep the median steady.
const runsBySize = new Map([
  [100, 31],
  [1000, 11],
  [3000, 7],
]);
const goal = 1.15;
const designer = new URL('../packages/designer/', import.meta.url).pathname;
const page = join(designer, 'bench');
const KB = 1024;

type Output = Awaited<ReturnType<typeof build>>;
const files = (output: Output) =>
  (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));

/** The designer as one ES chunk with its CSS, React left to the host app: what the /activiti route loads. */
async function chunkSizes() {
  const output = await build({
    logLevel: 'silent',
    configFile: false,
    plugins: [react()],
    build: {
      write: false,
      cssCodeSplit: false,
      lib: { entry: join(designer, 'src/index.ts'), formats: ['es'], fileName: 'designer' },
      rolldownOptions: { external: [/^react(-dom)?(\/|$)/] },
    },
  });
  const gzip = (type: 'chunk' | 'asset', extension: string) =>
    files(output)
      .filter((file) => file.type === type && file.fileName.endsWith(extension))
      .reduce((total, file) => {
        const content = file.type === 'chunk' ? file.code : file.source;
        return total + gzipSync(content, { level: 9 }).length;
      }, 0);
  return { js: gzip('chunk', '.js'), css: gzip('asset', '.css') };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const outDir = mkdtempSync(join(tmpdir(), 'bench-designer-'));
try {
  const size = await chunkSizes();
  await build({
    logLevel: 'error',
    configFile: false,
    root: page,
    base: './',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
  const server = await preview({ configFile: false, root: page, build: { outDir }, preview: { port: 4181 } });
  const origin = server.resolvedUrls?.local[0] ?? 'http://localhost:4181/';
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await tab.goto(origin, { waitUntil: 'load' });
  const time = (editor: 'bare' | 'designer', count: number) =>
    tab.evaluate(
      ([name, elements]) =>
        (window as unknown as { bench: Record<string, (count: number) => Promise<number>> }).bench[name]?.(elements) ??
        Number.NaN,
      [editor, count] as const,
    );

  console.info('import time in Chromium, median (ms)');
  console.info('elements     bare bpmn-js    designer    ratio    runs');
  const ratios: number[] = [];
  for (const [count, runs] of runsBySize) {
    // One warm-up each, so that neither pays for loading and compiling its code.
    await time('bare', count);
    await time('designer', count);
    const bare: number[] = [];
    const ours: number[] = [];
    for (let run = 0; run < runs; run++) {
      // Alternate who goes first, so that neither gets the other's garbage collections.
      const order = run % 2 === 0 ? (['bare', 'designer'] as const) : (['designer', 'bare'] as const);
      for (const editor of order) (editor === 'bare' ? bare : ours).push(await time(editor, count));
    }
    const ratio = median(ours) / median(bare);
    ratios.push(ratio);
    console.info(
      `${String(count).padStart(8)} ${median(bare).toFixed(1).padStart(16)} ${median(ours).toFixed(1).padStart(11)} ${ratio.toFixed(2).padStart(8)} ${String(runs).padStart(7)}`,
    );
  }
  await browser.close();
  await new Promise<void>((resolve, reject) => server.httpServer.close((error) => (error ? reject(error) : resolve())));
  const worst = Math.max(...ratios);
  console.info(`worst ratio ${worst.toFixed(2)} (goal ≤ ${goal}): ${worst <= goal ? 'met' : 'NOT met'}`);
  console.info(
    `designer chunk, gzip: ${(size.js / KB).toFixed(1)} KB JavaScript, ${(size.css / KB).toFixed(1)} KB CSS`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
