// `npm run contract:prism`: the contract suite's requests through Prism's validating proxy in front of the standalone
// mock backend; fails when Prism finds any request or answer that breaks the spec, and prints how many.
// `-- --sample` (what `npm test` runs) sends a representative part of them: every upload and download, and one call
// per domain and method; each request costs about a fifth of a second, so the whole suite takes minutes.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const repo = new URL('..', import.meta.url).pathname;
const mockPort = 4610;
const prismPort = 4611;
const bin = (name: string) => `${repo}node_modules/.bin/${name}`;

function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Waits for `url` to answer; fails with the output of `server` when it does not, or when the server has ended. */
async function ready(url: string, server: ReturnType<typeof start>, seconds = 120) {
  for (let i = 0; i < seconds * 2 && server.child.exitCode === null; i++) {
    if (
      await fetch(url).then(
        (answer) => answer.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s:\n${server.output()}`);
}

/** Ends a server this script started, unless it has ended already (a port taken by another run, say). */
const stop = (child: ChildProcess) => child.exitCode === null && child.kill();

type SpecOperation = { operationId: string; tags: string[]; requestBody?: { content?: object } };
type Responses = { responses: Record<string, { content?: object }> };

/** The operations of the sample: every one with a file in or out, and the first of each domain and method. */
function sampleOperations(): string[] {
  const spec = JSON.parse(readFileSync(`${repo}packages/sdk/src/generated/openapi.json`, 'utf8')) as {
    paths: Record<string, Record<string, SpecOperation & Responses>>;
  };
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const item of Object.values(spec.paths))
    for (const [method, operation] of Object.entries(item)) {
      const types = [
        ...Object.keys(operation.requestBody?.content ?? {}),
        ...Object.keys(operation.responses['200']?.content ?? {}),
      ];
      const files = types.some((type) => type !== 'application/json');
      const kind = `${operation.tags[0]} ${method}`;
      if (!files && seen.has(kind)) continue;
      seen.add(kind);
      chosen.push(operation.operationId);
    }
  return chosen;
}

const sample = process.argv.includes('--sample') ? sampleOperations() : null;

const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const mock = start(bin('tsx'), ['packages/mocks/src/server.ts'], { PORT: String(mockPort) });
const prism = start(bin('prism'), [
  'proxy',
  'packages/sdk/src/generated/openapi.json',
  `http://127.0.0.1:${mockPort}`,
  '--port',
  String(prismPort),
]);
try {
  await ready(`http://127.0.0.1:${mockPort}/api/rsa/getPublicKey`, mock);
  await ready(`http://127.0.0.1:${prismPort}/api/rsa/getPublicKey`, prism);
  console.info(`mock backend and Prism ready after ${since()}`);
  // The realistic requests only (each one the spec accepts): the malformed ones are meant to break it. The QA
  // endpoints, outside the spec, go to the mock itself.
  const names = sample ? `(${sample.join('|')}) answers as the spec says$` : 'answers as the spec says';
  if (sample) console.info(`a sample of ${sample.length} operations`);
  const suite = start(bin('vitest'), ['run', '--project', 'contract', 'contract/contract.test.ts', '-t', names], {
    CONTRACT_BASE_URL: `http://127.0.0.1:${prismPort}`,
    CONTRACT_QA_URL: `http://127.0.0.1:${mockPort}`,
  });
  const code = await new Promise<number>((resolve) => suite.child.on('exit', (exit) => resolve(exit ?? 1)));
  // The suite's count of requests sent (its tests run), without the colours.
  const sent = /Tests\s+(.*)/.exec(stripVTControlCharacters(suite.output()))?.[1];
  console.info(`contract suite: ${sent ?? suite.output()}`);
  const violations = prism
    .output()
    .split('\n')
    .flatMap((line) => /Violation: (.*)/.exec(line)?.slice(1) ?? []);
  const perKind = new Map<string, number>();
  for (const violation of violations) perKind.set(violation, (perKind.get(violation) ?? 0) + 1);
  for (const [kind, count] of [...perKind].sort((a, b) => b[1] - a[1])) console.info(`${count}\t${kind}`);
  console.info(
    `Prism: ${violations.length} violations; contract suite through Prism exited ${code}; ${since()} in all`,
  );
  process.exitCode = violations.length > 0 ? 1 : code;
} finally {
  stop(prism.child);
  stop(mock.child);
}
