import { defineConfig } from '@playwright/test';

// Journeys run in Debian's Chromium against the demo build (the app with the mock backend's service worker).
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Another port (E2E_PORT) lets two working copies each run their journeys against their own build.
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A journey of four sign-ins takes about 90 s on a loaded two-core CI machine: the limit only stops a hang.
  timeout: 180_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder before a run; keep it apart from the unit report beside it.
  outputDir: 'test-results/playwright',
  // Every page load seeds the mock backend's store in the browser before the app renders.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    // A trace records every action with screenshots and page snapshots: about a quarter of a journey's processor time
    // (measured on the supplier's shipping journey), kept only when a journey fails. A failing journey is traced by
    // running it again with `--trace on`; its screenshot at the failure is kept.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    // `npm test` makes the demo build beside the type check and says so (E2E_DEMO_BUILT), so it is not made twice.
    command: `${process.env.E2E_DEMO_BUILT ? '' : 'npm run build:demo -w @zc/web && '}npm run preview:demo -w @zc/web -- --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
