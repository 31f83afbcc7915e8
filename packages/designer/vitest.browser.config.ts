import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs } from '../../playwright.config.ts';

// bpmn-js needs a real browser: these tests run in Debian's Chromium, never a downloaded one.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'designer-browser',
    include: ['test/browser/**/*.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1400, height: 900 },
      screenshotFailures: false,
    },
  },
});
