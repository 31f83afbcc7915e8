// The mock backend as a node HTTP server (`npm run mock:server`, and the hostile-request suite). Whatever a client
// sends is answered: the router refuses what the spec does not serve, this file what fetch's Request cannot carry,
// and an unexpected failure is one request's 500, logged with its stack, while the server serves the next one.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { bodyLimit, methodNotAllowed, refusal, tooLarge } from './engine/router.ts';
import { answer, notFound } from './handlers.ts';

/** Methods a fetch Request cannot carry: answered here, as the router answers a method its path does not have. */
const unrepresentable = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The body, counted as it arrives. Past its limit the rest is read and dropped, never kept, and null answers at once
 * (the client reads the 413 while it sends, and the connection stays usable).
 */
function bodyOf(incoming: IncomingMessage): Promise<Buffer<ArrayBuffer> | null> {
  const limit = bodyLimit(incoming.headers['content-type'] ?? null);
  if (Number(incoming.headers['content-length']) > limit) {
    incoming.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        chunks.length = 0;
        resolve(null);
      }
    });
    incoming.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

async function answerIncoming(incoming: IncomingMessage): Promise<Response> {
  const { host = 'localhost' } = incoming.headers;
  const base = `http://${host}`;
  if (!URL.canParse(base)) return refusal(400, '参数错误：请求头 Host 不合法');
  if (!URL.canParse(incoming.url ?? '/', base)) return refusal(400, '参数错误：请求地址不合法');
  const url = new URL(incoming.url ?? '/', base);
  const method = incoming.method ?? 'GET';
  if (unrepresentable.has(method)) return methodNotAllowed(method, url.pathname) ?? notFound();
  const body = await bodyOf(incoming);
  if (body === null) return tooLarge(bodyLimit(incoming.headers['content-type'] ?? null));
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const request = new Request(url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : body,
  });
  return answer(request);
}

async function send(response: Response, outgoing: ServerResponse) {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Where the server listens: PORT (4010), on the loopback interface unless HOST names another. Its QA controls (reset,
 * imported changes, captcha off) and its fixed signing key are for a developer's machine: anyone who reaches the port
 * can mint an administrator's token.
 */
export const listenOptions = (env: Record<string, string | undefined> = process.env) => ({
  port: Number(env.PORT ?? 4010),
  host: env.HOST ?? '127.0.0.1',
});

export function createMockServer() {
  const server = createServer(async (incoming, outgoing) => {
    try {
      const response = await answerIncoming(incoming);
      // The `network` fault asks for a dropped connection: this one socket is closed, the server serves on.
      if (response.type === 'error') incoming.socket.destroy();
      else await send(response, outgoing);
    } catch (error) {
      console.error(`[mock] ${incoming.method} ${incoming.url} failed`, error);
      if (outgoing.headersSent) outgoing.destroy();
      else await send(refusal(500, '服务器内部错误'), outgoing);
    }
  });
  // What node's parser refuses (a malformed request line or header) gets the envelope too, then the connection closes.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ code: status, msg: '参数错误：请求格式不正确', data: null });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
