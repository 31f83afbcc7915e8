// `npm run lighthouse`: the Lighthouse performance score of /login and of the mobile home, on the mobile preset
// (Lighthouse's default), in Debian's Chromium: the median of three runs per page (scores vary with the machine's load;
// Lighthouse's own guidance is the median of several runs). Fails when one is under 0.9. Not part of `npm test`.
//
// /login is measured in the production build. The mobile home is measured with its goods, banners and categories, so
// in the demo build, whose backend is the mock's service worker: a first visit installs it (as a returning phone has
// its backend's answers to wait for, not an installation), the measured visit is the next one.
// `PREVIEW_PORT` serves the builds on another port than 4181 (two working copies at once).
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../playwright.config.ts';
import { median } from './median.ts';
import { withPreview } from './preview-server.ts';

const minimumScore = 0.9;
const runs = 3;
const pages = [
  { path: '/login', mode: 'production', installsBackend: false },
  { path: '/homeMobile', mode: 'demo', installsBackend: true },
];
const port = Number(process.env.PREVIEW_PORT ?? 4181);
const figures = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

if (!process.argv.includes('--no-build')) {
  execSync('npm run build -w @zc/web', { stdio: 'inherit' });
  execSync('npm run build:demo -w @zc/web', { stdio: 'inherit' });
}
execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });

async function measure(url: string, run: number, installsBackend: boolean): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumArgs });
  try {
    const options = {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json' as const,
      logLevel: 'error' as const,
    };
    // The first visit registers the service worker; keeping the storage keeps it for the measured one.
    if (installsBackend) await lighthouse(url, { ...options, disableStorageReset: true });
    const result = await lighthouse(url, { ...options, disableStorageReset: installsBackend });
    const audits = result?.lhr.audits;
    const score = result?.lhr.categories.performance?.score ?? 0;
    const details = figures.map((id) => `${audits?.[id]?.title ?? id} ${audits?.[id]?.displayValue ?? ''}`).join(', ');
    console.info(`  run ${run}: ${score.toFixed(2)} (${details})`);
    return score;
  } finally {
    chrome.kill();
  }
}

const medians: [string, number][] = [];
for (const { path, mode, installsBackend } of pages) {
  const scores = await withPreview(
    port,
    async (origin) => {
      const found: number[] = [];
      for (let run = 1; run <= runs; run++) found.push(await measure(`${origin}${path}`, run, installsBackend));
      return found;
    },
    mode,
  );
  const score = median(scores);
  console.info(
    `Lighthouse performance of ${path} (mobile preset, ${mode} build), median of ${runs}: ${score.toFixed(2)} (minimum ${minimumScore})`,
  );
  medians.push([path, score]);
}
if (medians.some(([, score]) => score < minimumScore)) process.exit(1);
