// The mock backend as a plain HTTP server, for QA tools and clients that cannot run a service worker.
import { createServer, type IncomingMessage } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers.ts';
import { seed } from './seed.ts';

const port = Number(process.env.PORT ?? 4010);

async function toRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`), {
    method: incoming.method,
    headers,
    body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
  });
}

const notFound = () =>
  Response.json(
    { code: 404, msg: '接口不存在', data: null },
    { status: 404, headers: { 'access-control-allow-origin': '*' } },
  );

const seedMs = await seed();

createServer(async (incoming, outgoing) => {
  const request = await toRequest(incoming);
  const response = (await getResponse(handlers, request)) ?? notFound();
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}).listen(port, () => console.info(`mock backend on http://localhost:${port} (seeded in ${Math.round(seedMs)} ms)`));
