// npm run bench:seed — the mock's seed in Debian's Chromium, alone: each run starts a worker (a new isolate, so a first
// seed, as a service worker's is), and the medians print in all and domain by domain against the 150 ms goal.
// `npm run bench:dev` times the same seed in the service worker while the first page loads beside it.
// BENCH_RUNS sets the number of runs (default 9).
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { workerScript } from '../packages/web/build/mock-worker.ts';
import { chromiumArgs } from '../playwright.config.ts';
import { median } from './median.ts';

const runs = Number(process.env.BENCH_RUNS ?? 9);

// Minified, as the demo build's service worker is.
const script = await workerScript(new URL('../packages/mocks/bench/seed-worker.ts', import.meta.url).pathname, true);

execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit', cwd: new URL('../', import.meta.url) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const results: { total: number; byDomain: Record<string, number> }[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    results.push(
      await page.evaluate(
        (code) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
            worker.onmessage = (event) => resolve(event.data);
            worker.onerror = (event) => reject(new Error(event.message));
          }),
        script,
      ),
    );
    await page.close();
  }
} finally {
  await browser.close();
}

const total = median(results.map((result) => result.total));
console.info(
  `the seed in a Chromium worker, median of ${runs} runs: ${total.toFixed(0)} ms   goal ≤ 150 ms: ${total <= 150 ? 'met' : 'MISSED'}`,
);
for (const name of Object.keys(results[0]?.byDomain ?? {}))
  console.info(
    `  ${name.padEnd(12)} ${median(results.map((result) => result.byDomain[name] ?? 0))
      .toFixed(0)
      .padStart(5)} ms`,
  );
