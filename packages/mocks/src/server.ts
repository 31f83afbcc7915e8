// `npm run mock:server`: the mock backend on PORT (4010), bound to the loopback interface unless HOST says otherwise.
// Its QA controls (reset, imported changes, captcha off) and its fixed signing key are for a developer's machine:
// anyone who reaches the port can mint an administrator's token.
import { createMockServer } from './http-server.ts';
import { seed } from './seed.ts';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';

const seedMs = await seed();

createMockServer().listen(port, host, () =>
  console.info(`mock backend on http://${host}:${port} (seeded in ${Math.round(seedMs)} ms)`),
);
