// `npm run mock:server`: the mock backend as a plain HTTP server, for QA tools and clients that cannot run a service
// worker.
import { createMockServer, listenOptions } from './http-server.ts';
import { seed } from './seed.ts';

const { port, host } = listenOptions();
const seedMs = await seed();

createMockServer().listen(port, host, () =>
  console.info(`mock backend on http://${host}:${port} (seeded in ${Math.round(seedMs)} ms)`),
);
