// npm run bench:mocks — how fast the mock backend is:
//   1. the seed of the whole store (cold, then the median of warm runs);
//   2. p95 latency of a paged, filtered supplier goods list (GET /api/goodsItem/manage/list) in msw/node;
//   3. requests per second of the standalone server (npm run mock:server) for that list and for a cart add, with
//      autocannon on loopback;
//   4. the same against Prism (`prism mock` on the bundled spec), and the ratio of the two.
// BENCH_DURATION (seconds per autocannon run, default 10) and BENCH_CONNECTIONS (default 10) tune the load.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seededOrgs } from '../packages/mocks/src/domains/accounts/seed.ts';
import { server as mswServer } from '../packages/mocks/src/node.ts';
import { seed } from '../packages/mocks/src/seed.ts';
import { catalogueTables } from '../packages/mocks/src/tables/catalogue.ts';
import { tokenFor } from '../packages/mocks/test/hostile.ts';
import { median } from './median.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const mocks = fileURLToPath(new URL('../packages/mocks/', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The goods list query of the supplier's goods page: on shelf, a name keyword, a page from the first ten. */
function goodsListPaths(): string[] {
  const own = catalogueTables.goods.all().filter((goods) => goods.supplierId === seededOrgs.supplier);
  const words = [...new Set(own.map((goods) => goods.name.slice(0, 2)))].slice(0, 10);
  return words.flatMap((word, index) => [
    `/api/goodsItem/manage/list?current=${(index % 5) + 1}&size=20&goodsState=1&name=${encodeURIComponent(word)}`,
    `/api/goodsItem/manage/list?current=${(index % 10) + 1}&size=20&goodsState=1`,
  ]);
}

/** Goods a purchaser can keep adding to the cart: on shelf, from one piece, the largest stocks. */
function cartGoodsIds(): string[] {
  return catalogueTables.goods
    .all()
    .filter((goods) => goods.goodsState === 1 && (goods.minBuyNum ?? 1) <= 1)
    .sort((a, b) => b.stock - a.stock)
    .slice(0, 40)
    .map((goods) => goods.id);
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(port)));
    });
  return tryPort(preferred).catch(() => tryPort(0).catch(() => preferred));
}

/** Starts a server process in its own process group and waits until its output says it listens. */
function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: 'pipe' });
  const started = new Promise<ChildProcess>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${output.slice(-2000)}`)), 180_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output.slice(-2000)}`)));
  });
  return started;
}

/** Stops a process started here, with its children (its own process group). */
function stop(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

interface Load {
  rps: number;
  p95: number;
  non2xx: number;
  refused: number;
}

/** Requests per second of one call against a server, with autocannon. */
async function load(
  url: string,
  token: string,
  request: { method: 'GET' | 'POST'; paths: string[]; body?: () => string },
): Promise<Load> {
  let next = 0;
  let refused = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: request.method,
        setupRequest: (req) => ({
          ...req,
          path: request.paths[next++ % request.paths.length] ?? '/',
          ...(request.body ? { body: request.body() } : {}),
        }),
        onResponse: (status: number, body: string) => {
          // Business refusals answer HTTP 200 with an envelope code other than 0/200.
          if (status < 300 && body && !/"code":(0|200)[,}]/.test(body)) refused++;
        },
      },
    ],
  });
  return { rps: result.requests.average, p95: result.latency.p97_5, non2xx: result.non2xx, refused };
}

async function benchServer(name: string, base: string, listToken: string, cartToken: string) {
  const lists = goodsListPaths();
  const goods = cartGoodsIds();
  let turn = 0;
  const list = await load(base, listToken, { method: 'GET', paths: lists });
  const cart = await load(base, cartToken, {
    method: 'POST',
    paths: [`/api/orderShoppingCart/goods?purchaserId=${seededOrgs.purchaser}`],
    body: () => JSON.stringify({ goodsId: goods[turn++ % goods.length], quantity: 1 }),
  });
  const line = (label: string, row: Load) =>
    `  ${name.padEnd(14)} ${label.padEnd(10)} ${row.rps.toFixed(0).padStart(6)} req/s   p97.5 ${ms(row.p95).padStart(9)}   non-2xx ${row.non2xx}   refused ${row.refused}`;
  console.info(line('goods list', list));
  console.info(line('cart add', cart));
  return { list, cart };
}

async function main() {
  console.info(`mock backend benchmark (${duration} s per run, ${connections} connections)\n`);

  // 1. Seed (wall time, and the CPU time of this process, which a busy machine does not inflate as much)
  const cpu = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const cpuBefore = cpu();
  const cold = await seed();
  const coldCpu = cpu() - cpuBefore;
  const again = [await seed(), await seed(), await seed()];
  console.info(
    `seed of the whole store: ${ms(cold)} (CPU ${ms(coldCpu)}), seeded again: median ${ms(median(again))} (budget 1500 ms)`,
  );
  console.info(
    `  ${catalogueTables.goods.count()} goods, ${catalogueTables.goods.count((g) => g.supplierId === seededOrgs.supplier)} of gys01\n`,
  );

  // 2. msw/node
  const base = 'http://bench.test';
  mswServer.listen({ onUnhandledRequest: 'bypass' });
  const supplierToken = await tokenFor(base, 'gys01');
  const paths = goodsListPaths();
  const latencies: number[] = [];
  for (let i = 0; i < 20; i++)
    await fetch(`${base}${paths[i % paths.length]}`, { headers: { authorization: `Bearer ${supplierToken}` } });
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    const answer = await fetch(`${base}${paths[i % paths.length]}`, {
      headers: { authorization: `Bearer ${supplierToken}` },
    });
    await answer.json();
    latencies.push(performance.now() - started);
  }
  mswServer.close();
  console.info(
    `msw/node, GET /api/goodsItem/manage/list (paged, filtered, ${latencies.length} requests): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}\n`,
  );

  // 3. The standalone server
  const mockPort = await freePort(Number(process.env.PORT ?? 4010));
  const mockBase = `http://127.0.0.1:${mockPort}`;
  console.info(`standalone mock server on ${mockBase} (npm run mock:server), autocannon:`);
  const mock = await start('npm', ['run', 'server'], mocks, { PORT: String(mockPort) }, /mock backend on/);
  let ours: Awaited<ReturnType<typeof benchServer>>;
  try {
    ours = await benchServer(
      'mock server',
      mockBase,
      await tokenFor(mockBase, 'gys01'),
      await tokenFor(mockBase, 'caigou01'),
    );
  } finally {
    stop(mock);
  }

  // 4. Prism on the bundled spec
  const spec = `${root}dist/openapi.json`;
  // Bundled afresh: Prism must mock the spec as it is now, not an older bundle left in dist/.
  spawnSync('npm', ['run', 'spec:bundle'], { cwd: root, stdio: 'ignore' });
  const prismPort = await freePort(mockPort + 1);
  const prismBase = `http://127.0.0.1:${prismPort}`;
  console.info(`\nPrism mock on ${prismBase} (dist/openapi.json), autocannon:`);
  const prism = await start(
    'npx',
    ['prism', 'mock', spec, '--port', String(prismPort), '--host', '127.0.0.1', '--errors', 'false'],
    root,
    {},
    /Prism is listening/,
  );
  let theirs: Awaited<ReturnType<typeof benchServer>>;
  try {
    // Prism checks that a bearer token is present, not what it says: the mock's tokens do.
    theirs = await benchServer('prism', prismBase, supplierToken, supplierToken);
  } finally {
    stop(prism);
  }

  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');
  console.info(
    `\nmock server / Prism, requests per second: goods list ${ratio(ours.list.rps, theirs.list.rps)}, cart add ${ratio(ours.cart.rps, theirs.cart.rps)}`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
