// `npm test`: every check the platform has, in order, stopping at the first failure, then the wall time of each step
// and one closing count.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @type {[name: string, command: string][]} */
const steps = [
  ['generated files up to date', 'npm run gen:check'],
  ['lint', 'npm run lint'],
  ['list page lengths', 'npx tsx scripts/page-lines.ts --check'],
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
  // About half a minute: every upload and download and one call per domain and method (the whole suite takes minutes).
  ['answers through Prism’s validating proxy', 'npm run contract:prism -- --sample'],
  ['production build and size budget', 'npm run size'],
  ['browser journeys', 'npm run test:e2e'],
];

const started = Date.now();
/** @type {[name: string, seconds: number][]} */
const times = [];
/** @param {number} since */
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const printTimes = () => {
  console.info('\nwall time per step:');
  for (const [name, time] of times) console.info(`  ${String(time).padStart(5)} s  ${name}`);
  console.info(`  ${String(seconds(started)).padStart(5)} s  in all`);
};

for (const [name, command] of steps) {
  console.info(`\n▶ ${name}: ${command}`);
  const stepStarted = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push([name, seconds(stepStarted)]);
  if (status !== 0) {
    printTimes();
    console.error(`\n✗ ${name} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}
printTimes();

const unit = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
const e2e = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).stats;
const passed = unit.numPassedTests + e2e.expected;
const failed = unit.numFailedTests + e2e.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.skipped;
console.info(`\nunit ${unit.numPassedTests}, browser ${e2e.expected}`);
console.info(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
