// `npm test`: every check the platform has, in order, stopping at the first failure, then one closing count.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @type {[name: string, command: string][]} */
const steps = [
  ['generated files up to date', 'npm run gen:check'],
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['spec lint', 'npm run spec:lint'],
  ['spec bundle', 'npm run spec:bundle'],
  ['API reference page', 'npm run spec:docs'],
  // The designer's tests, the size budget and the journeys run in Debian's Chromium.
  ['Chromium', 'node scripts/ensure-chromium.mjs'],
  [
    'unit, component and contract tests',
    'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json',
  ],
  ['production build and size budget', 'npm run size'],
  ['browser journeys', 'npm run test:e2e'],
];

for (const [name, command] of steps) {
  console.info(`\n▶ ${name}: ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}

const unit = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
const e2e = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).stats;
const passed = unit.numPassedTests + e2e.expected;
const failed = unit.numFailedTests + e2e.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.skipped;
console.info(`\nunit ${unit.numPassedTests}, browser ${e2e.expected}`);
console.info(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
