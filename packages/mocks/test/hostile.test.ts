// The standalone server answers whatever a client sends, on its own port in this process: the requests that once
// stopped it, and seeded random mutations of one request per operation (`npm run fuzz:mocks` sends many more).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockConfig } from '../src/config.ts';
import { createMockServer, listenOptions } from '../src/http-server.ts';
import { resetToSeed } from '../src/seed.ts';
import { fuzz, knownHostileRequests, sendBytes, sendRaw, tokenFor } from './hostile.ts';

const server = createMockServer();
let base = '';

beforeAll(async () => {
  await resetToSeed();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  mockConfig.captcha = true;
  await resetToSeed();
});

const alive = async () => (await sendRaw(base, { method: 'GET', path: '/api/rsa/getPublicKey' })).status;

describe('the standalone server', () => {
  it('listens on the loopback interface unless HOST names another', () => {
    expect(listenOptions({})).toEqual({ port: 4010, host: '127.0.0.1' });
    expect(listenOptions({ HOST: '0.0.0.0', PORT: '8080' })).toEqual({ port: 8080, host: '0.0.0.0' });
  });

  it('answers each request that once stopped it or answered 500 as the spec says, and serves on', async () => {
    const token = await tokenFor(base, 'admin');
    for (const { raw, status, msg, allow } of knownHostileRequests(token)) {
      const answer = await sendRaw(base, raw);
      expect(answer.status, answer.label).toBe(status);
      const body = JSON.parse(answer.body ?? '');
      expect(body.data, answer.label).toBeNull();
      if (status !== 200) expect(body.code, answer.label).toBe(status);
      if (msg) expect(body.msg, answer.label).toBe(msg);
      if (allow) expect(answer.headers?.allow, answer.label).toBe(allow);
    }
    expect(await alive()).toBe(200);
  });

  it('drops only the connection the network fault asks to drop', async () => {
    const faulty = await sendRaw(base, { method: 'GET', path: '/api/rsa/getPublicKey?__fault=network' });
    expect(faulty.dropped).toBe('socket hang up');
    expect(await alive()).toBe(200);
  });

  it('answers a request node’s parser refuses with the 400 envelope', async () => {
    for (const bytes of [
      'HELLO\r\n\r\n',
      'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nBad Header\r\n\r\n',
    ]) {
      const answer = await sendBytes(base, bytes);
      expect(answer.status, answer.label).toBe(400);
      expect(answer.body).toContain('{"code":400,"msg":"参数错误：请求格式不正确","data":null}');
    }
    expect(await alive()).toBe(200);
  });

  it('answers an unexpected failure with the 500 envelope, logs it with its stack, and serves on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(URL, 'canParse').mockImplementationOnce(() => {
      throw new Error('unexpected');
    });
    try {
      const answer = await sendRaw(base, { method: 'GET', path: '/api/rsa/getPublicKey' });
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body ?? '')).toEqual({ code: 500, msg: '服务器内部错误', data: null });
      expect(logged).toHaveBeenCalledWith(
        '[mock] GET /api/rsa/getPublicKey failed',
        expect.objectContaining({ stack: expect.stringContaining('unexpected') }),
      );
    } finally {
      vi.restoreAllMocks();
    }
    expect(await alive()).toBe(200);
  });

  // About 8 s alone; up to four times that beside the other worker's files on two cores.
  it('answers seeded random mutations of every operation below 500, on connections that stay up', {
    timeout: 60_000,
  }, async () => {
    const figures = await fuzz(base, { seed: 26, perOperation: 1 });
    console.info(
      `hostile requests: ${figures.requests} in ${figures.seconds.toFixed(1)} s, by status ${JSON.stringify(figures.byStatus)}`,
    );
    expect(figures.failures.map(({ label, status, body }) => `${label} → ${status} ${body}`)).toEqual([]);
    expect(figures.dropped.map(({ label, dropped }) => `${label} → ${dropped}`)).toEqual([]);
    expect(figures.requests).toBeGreaterThan(700);
    expect(await alive()).toBe(200);
  });
});
