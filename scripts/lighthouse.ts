// `npm run lighthouse`: the Lighthouse performance score of /login in the production build, on the mobile preset,
// in Debian's Chromium: the median of three runs (scores vary with the machine's load; Lighthouse's own guidance is
// the median of several runs). Fails under 0.9.
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../playwright.config.ts';
import { withPreview } from './preview-server.ts';

const minimumScore = 0.9;
const runs = 3;
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

async function measure(origin: string, run: number): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumArgs });
  try {
    const result = await lighthouse(`${origin}/login`, {
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

const scores = await withPreview(port, async (origin) => {
  const list: number[] = [];
  for (let run = 1; run <= runs; run++) list.push(await measure(origin, run));
  return list.sort((a, b) => a - b);
});
const score = scores[Math.floor(runs / 2)] ?? 0;

console.info(
  `Lighthouse performance of /login (mobile preset), median of ${runs}: ${score.toFixed(2)} (minimum ${minimumScore})`,
);
if (score < minimumScore) process.exit(1);
