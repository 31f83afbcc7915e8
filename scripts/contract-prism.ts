// `npm run contract:prism`: the contract suite's requests through Prism's validating proxy in front of the standalone
// mock backend; fails when Prism finds any request or answer that breaks the spec, and prints how many.
import { type ChildProcess, spawn } from 'node:child_process';

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

async function ready(url: string, seconds = 120) {
  for (let i = 0; i < seconds * 2; i++) {
    if (
      await fetch(url).then(
        (answer) => answer.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const stop = (child: ChildProcess) => child.pid && process.kill(child.pid);

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
  await ready(`http://127.0.0.1:${mockPort}/api/rsa/getPublicKey`);
  await ready(`http://127.0.0.1:${prismPort}/api/rsa/getPublicKey`);
  console.info(`mock backend and Prism ready after ${since()}`);
  // The realistic requests only (each one the spec accepts): the malformed ones are meant to break it. The QA
  // endpoints, outside the spec, go to the mock itself.
  const suite = start(
    bin('vitest'),
    ['run', '--project', 'contract', 'contract/contract.test.ts', '-t', 'answers as the spec says'],
    { CONTRACT_BASE_URL: `http://127.0.0.1:${prismPort}`, CONTRACT_QA_URL: `http://127.0.0.1:${mockPort}` },
  );
  const code = await new Promise<number>((resolve) => suite.child.on('exit', (exit) => resolve(exit ?? 1)));
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
