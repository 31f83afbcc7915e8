// `npm test`: every check the platform has, stopping at the first failing stage, then the wall time of each step and
// one closing count. The type check runs on one core for over a minute, so the spec, the builds and Prism run beside
// it on the other (the two lanes take about as long); a step run beside another prints its output when it ends, so
// the two never interleave.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @typedef {[name: string, command: string, env?: Record<string, string>]} Step */

/** @type {Step[][][]} stages, run in order; a stage's lanes run side by side, a lane's steps in order */
const stages = [
  [
    [
      ['generated files up to date', 'npm run gen:check'],
      ['lint', 'npm run lint'],
      ['list page lengths', 'npx tsx scripts/page-lines.ts --check'],
    ],
  ],
  [
    [['typecheck', 'npm run typecheck']],
    [
      ['spec lint', 'npm run spec:lint'],
      ['spec bundle', 'npm run spec:bundle'],
      ['API reference page', 'npm run spec:docs'],
      // The designer's tests, the size budget and the journeys run in Debian's Chromium.
      ['Chromium', 'node scripts/ensure-chromium.mjs'],
      ['production build and size budget', 'npm run size'],
      ['demo build for the journeys', 'npm run build:demo -w @zc/web'],
      // About half a minute: every upload and download and one call per domain and method (the whole suite takes minutes).
      ['answers through Prism’s validating proxy', 'npm run contract:prism -- --sample'],
    ],
  ],
  [
    [
      [
        'unit, component and contract tests',
        'npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json',
      ],
    ],
  ],
  // The journeys serve the demo build made above rather than building it again.
  [[['browser journeys', 'npm run test:e2e', { E2E_DEMO_BUILT: '1' }]]],
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

/**
 * Runs one step; its output goes straight through when it runs alone, and is held until it ends when it runs beside
 * another. Settles with the exit status.
 * @param {Step} step
 * @param {boolean} alone
 */
function run([name, command, env], alone) {
  console.info(`\n▶ ${name}: ${command}${alone ? '' : ' (beside another step; its output follows when it ends)'}`);
  const stepStarted = Date.now();
  const child = spawn(command, {
    shell: true,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      times.push([name, seconds(stepStarted)]);
      if (!alone) console.info(`\n◀ ${name}:\n${Buffer.concat(output).toString().trimEnd()}`);
      resolve({ name, status: status ?? 1 });
    }),
  );
}

/**
 * A lane's steps in order, up to the first that fails.
 * @param {Step[]} lane
 * @param {boolean} alone
 */
async function runLane(lane, alone) {
  for (const step of lane) {
    const result = await run(step, alone);
    if (result.status !== 0) return result;
  }
  return undefined;
}

for (const lanes of stages) {
  const failures = (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)))).filter(Boolean);
  if (failures.length) {
    printTimes();
    for (const { name, status } of failures) console.error(`\n✗ ${name} failed (exit ${status})`);
    process.exit(failures[0].status);
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
