// `npm run bench:dev`: what a frontend developer waits for, in Debian's Chromium, against the goals (figures, not a test):
//   1. a cold `npm start` (no pre-bundled dependencies) until /login is usable;
//   2. a reload of /login on the development server: its time and its number of requests; then an edit of the login
//      page's source until it shows, without a reload and without losing what the form holds;
//   3. a full page load of /login in the demo build (`--no-build` serves the last one), and the mock's seed: made once
//      when its service worker starts, not in a page load.
// "Usable" is the login form on screen, which the app renders once the mock backend answers.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { median } from './median.ts';
import { waitForServer, withPreview } from './preview-server.ts';

const web = new URL('../packages/web/', import.meta.url).pathname;
const vite = new URL('../node_modules/vite/bin/vite.js', import.meta.url).pathname;
const devPort = 5190;
// Not 4190: browsers and `fetch` refuse that port (ManageSieve), so a preview there never answers.
const demoPort = 4191;
const runs = 3;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** One figure against its goal. */
function report(what: string, value: number, goal: number, show: (value: number) => string) {
  console.info(
    `${what.padEnd(44)} ${show(value).padStart(9)}   goal ≤ ${show(goal)}: ${value <= goal ? 'met' : 'MISSED'}`,
  );
}

/** Loads `url` (or reloads it) and waits until the login form is usable; the time and the requests it took. */
async function loadLogin(page: Page, url?: string) {
  let requests = 0;
  const count = () => requests++;
  page.on('request', count);
  const started = Date.now();
  const options = { waitUntil: 'commit', timeout: 120_000 } as const;
  await (url ? page.goto(url, options) : page.reload(options));
  await page.getByRole('textbox', { name: '用户名' }).waitFor({ timeout: 120_000 });
  const elapsed = Date.now() - started;
  page.off('request', count);
  return { elapsed, requests };
}

/**
 * Edits the login page's source (a link's text), restores it, and returns how long the open page took to show the edit;
 * fails when the page reloaded or lost the username typed in it.
 */
async function hotUpdate(page: Page) {
  const source = `${web}src/features/auth/login/LoginPage.tsx`;
  const original = readFileSync(source, 'utf8');
  if (!original.includes('>短信登录<')) throw new Error(`${source} has no 短信登录 link to edit`);
  const username = page.getByRole('textbox', { name: '用户名' });
  await username.fill('hot-update');
  let reloaded = false;
  page.once('load', () => {
    reloaded = true;
  });
  const started = Date.now();
  try {
    writeFileSync(source, original.replace('>短信登录<', '>短信登录（已编辑）<'));
    await page.getByText('短信登录（已编辑）').waitFor({ timeout: 60_000 });
  } finally {
    writeFileSync(source, original);
  }
  const elapsed = Date.now() - started;
  if (reloaded || (await username.inputValue()) !== 'hot-update') throw new Error('the edit reloaded the page');
  return elapsed;
}

/** Starts the development server with no pre-bundled dependencies, as after a clean clone. */
function startDevServer(): ChildProcess {
  rmSync(`${web}node_modules/.vite`, { recursive: true, force: true });
  return spawn(process.execPath, [vite, '--port', String(devPort), '--strictPort'], {
    cwd: web,
    stdio: 'ignore',
    detached: true,
  });
}

execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const started = Date.now();
  const server = startDevServer();
  try {
    const origin = `http://localhost:${devPort}`;
    await waitForServer(`${origin}/login`);
    const page = await browser.newPage();
    await loadLogin(page, `${origin}/login`);
    report('cold npm start to a usable /login', Date.now() - started, 10_000, seconds);
    const reloads = [];
    for (let run = 0; run < runs; run++) reloads.push(await loadLogin(page));
    report('reload of /login in development', median(reloads.map((r) => r.elapsed)), 2_000, seconds);
    report('requests of that reload', median(reloads.map((r) => r.requests)), 150, String);
    console.info(`hot update of an edited page: ${seconds(await hotUpdate(page))}, no reload, the form's input kept`);
  } finally {
    if (server.pid) process.kill(-server.pid);
  }

  if (!process.argv.includes('--no-build')) execSync('npm run build:demo -w @zc/web', { stdio: 'inherit' });
  await withPreview(
    demoPort,
    async (origin) => {
      const page = await browser.newPage();
      await loadLogin(page, `${origin}/login`);
      const loads = [];
      for (let run = 0; run < runs; run++) loads.push((await loadLogin(page)).elapsed);
      report('full page load of /login in the demo build', median(loads), 500, seconds);
      // Each browser context installs and starts the worker afresh: the seed of each start, as a first visit makes it.
      const seeds = [];
      for (let run = 0; run < runs * 3; run++) {
        const context = await browser.newContext();
        const visit = await context.newPage();
        await loadLogin(visit, `${origin}/login`);
        seeds.push(await visit.evaluate(async () => (await (await fetch('/__mock/seed')).json()).data.seedMs));
        await context.close();
      }
      report(
        `the mock seed, once per worker start (${seeds.length} starts)`,
        median(seeds),
        150,
        (ms) => `${ms.toFixed(0)} ms`,
      );
    },
    'demo',
  );
} finally {
  await browser.close();
}
