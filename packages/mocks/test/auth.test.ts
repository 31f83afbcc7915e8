import { afterAll, beforeAll, expect, it } from 'vitest';
import { devPublicKey } from '../src/auth/dev-keys.ts';
import { server } from '../src/node.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('serves the RSA public key in the success envelope', async () => {
  const response = await fetch('http://localhost/api/rsa/getPublicKey');
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body).toEqual({ code: 200, msg: '操作成功', data: devPublicKey });
  expect(body.data).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----$/);
});
