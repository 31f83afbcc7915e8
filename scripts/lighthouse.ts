// `npm run lighthouse`: the Lighthouse performance score of /login and of the mobile home in the production build, on
// the mobile preset (Lighthouse's default), in Debian's Chromium: the median of three runs per page (scores vary with
// the machine's load; Lighthouse's own guidance is the median of several runs). Fails when one is under 0.9.
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../playwright.config.ts';
import { withPreview } from './preview-server.ts';

const minimumScore = 0.9;
const runs = 3;
const paths = ['/login', '/homeMobile'];
const port = 4181;
const figures = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

if (!process.argv.includes('--no-build')) execSync('npm run build -w @zc/web', { stdio: 'inherit' });
execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });

async function measure(url: string, run: number): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumArgs });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const audits = result?.lhr.audits;
    const score = result?.lhr.categories.performance?.score ?? 0;
    const details = figures.map((id) => `${audits?.[id]?.title ?? id} ${audits?.[id]?.displayValue ?? ''}`).join(', ');
    console.info(`  run ${run}: ${score.toFixed(2)} (${details})`);
    return score;
  } finally {
    chrome.kill();
  }
}

const medians = await withPreview(port, async (origin) => {
  const found: [string, number][] = [];
  for (const path of paths) {
    const scores: number[] = [];
    for (let run = 1; run <= runs; run++) scores.push(await measure(`${origin}${path}`, run));
    const median = scores.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
    console.info(
      `Lighthouse performance of ${path} (mobile preset), median of ${runs}: ${median.toFixed(2)} (minimum ${minimumScore})`,
    );
    found.push([path, median]);
  }
  return found;
});
if (medians.some(([, score]) => score < minimumScore)) process.exit(1);
