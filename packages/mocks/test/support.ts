import { sdkConfig } from '@zc/sdk';
import { afterAll, beforeAll } from 'vitest';
import { server } from '../src/node.ts';
import { seed } from '../src/seed.ts';

export const base = 'http://mock.test';

/** Seeds the store once per file and serves it through msw/node; the SDK talks to it. */
export function withMockBackend() {
  beforeAll(async () => {
    await seed();
    server.listen({ onUnhandledRequest: 'error' });
    sdkConfig.baseUrl = base;
  });
  afterAll(() => server.close());
}

/** The captcha answer, as automated tests obtain it (GET /__mock/captcha/{key}). */
export async function captchaAnswer(key: string): Promise<string> {
  const body = await (await fetch(`${base}/__mock/captcha/${key}`)).json();
  return body.data;
}

export const raw = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
