// `npm run lighthouse`: the Lighthouse performance score of /login in the production build, on the mobile preset,
// in Debian's Chromium. Fails under 0.9.
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../playwright.config.ts';
import { withPreview } from './preview-server.ts';

const minimumScore = 0.9;
const port = 4181;

if (!process.argv.includes('--no-build')) execSync('npm run build -w @zc/web', { stdio: 'inherit' });
execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });

const score = await withPreview(port, async (origin) => {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: chromiumArgs });
  try {
    const result = await lighthouse(`${origin}/login`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const audits = result?.lhr.audits;
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.info(`  ${(audits?.[id]?.title ?? id).padEnd(28)} ${audits?.[id]?.displayValue ?? ''}`);
    }
    return result?.lhr.categories.performance?.score ?? 0;
  } finally {
    chrome.kill();
  }
});

console.info(`Lighthouse performance of /login (mobile preset): ${score.toFixed(2)} (minimum ${minimumScore})`);
if (score < minimumScore) process.exit(1);
