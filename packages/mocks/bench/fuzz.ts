// npm run fuzz:mocks — the hostile-request suite in full against the standalone server on a free port of this process:
// the requests that once stopped it, then FUZZ_PER_OPERATION (default 20) seeded mutations of every operation's
// request (FUZZ_SEED, default 26). Prints the figures; fails on any answer of 500 or more or any dropped connection.
import type { AddressInfo } from 'node:net';
import { createMockServer } from '../src/http-server.ts';
import { seed } from '../src/seed.ts';
import { type Answer, fuzz, knownHostileRequests, sendRaw, tokenFor } from '../test/hostile.ts';

const seedNumber = Number(process.env.FUZZ_SEED ?? 26);
const perOperation = Number(process.env.FUZZ_PER_OPERATION ?? 20);

await seed();
const server = createMockServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const known: Answer[] = [];
for (const { raw, status } of knownHostileRequests(await tokenFor(base, 'admin'))) {
  const answer = await sendRaw(base, raw);
  if (answer.status !== status) known.push(answer);
}
const figures = await fuzz(base, { seed: seedNumber, perOperation });
const alive = (await sendRaw(base, { method: 'GET', path: '/api/rsa/getPublicKey' })).status === 200;
server.close();

const show = (answers: Answer[]) =>
  answers.slice(0, 20).map(({ label, status, dropped, body }) => `  ${label} → ${dropped ?? `${status} ${body}`}`);
console.info(`known hostile requests answered otherwise than expected: ${known.length}`, ...show(known));
console.info(
  `${figures.requests} mutated requests (seed ${seedNumber}, ${perOperation} per operation) in ${figures.seconds.toFixed(1)} s`,
);
console.info(`by status: ${JSON.stringify(figures.byStatus)}`);
console.info(`answers of 500 or more: ${figures.failures.length}`, ...show(figures.failures));
console.info(`dropped connections: ${figures.dropped.length}`, ...show(figures.dropped));
console.info(`server alive at the end: ${alive}`);
process.exit(known.length + figures.failures.length + figures.dropped.length === 0 && alive ? 0 : 1);
