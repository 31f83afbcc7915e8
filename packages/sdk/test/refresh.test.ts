// Expired tokens: 403 "Jwt expired" and 401 "access token expired" refresh the token once, however many calls meet
// it, and each call is replayed once with its body intact (spec 01 §8; the replay replaces the original's reload).
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { call, type OperationMeta } from '../src/call.ts';
import { ApiError } from '../src/envelope.ts';
import { readSession } from '../src/session.ts';
import { api, recordEvents, server, signIn, withApiServer } from './support.ts';

withApiServer();

const saveBuyNum: OperationMeta = {
  operationId: 'saveOrderBuyNum',
  tag: 'orders',
  method: 'post',
  path: '/api/orderBuyNumDetail/saveOrderBuyNum',
  kind: 'json',
  roles: ['signedIn'],
};

const expiredAnswers = [
  ['403 Jwt expired', 403, 'Jwt expired at 2026-11-23T08:00:00Z'],
  ['401 access token expired', 401, 'Access token expired: h.p.old'],
] as const;

/** The backend: the old token is expired, the refresh gives `h.p.new`, calls with the new token echo their body. */
function backend(status: number, message: string) {
  const counts = { refresh: 0, calls: 0 };
  const bodies: unknown[] = [];
  server.use(
    http.post(`${api}/api/login/refresh`, async ({ request }) => {
      counts.refresh += 1;
      expect(await request.json()).toEqual({ refreshToken: 'refresh-1', username: 'caigou01' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      return HttpResponse.json({ code: 200, msg: '', data: { access_token: 'h.p.new', refresh_token: 'refresh-2' } });
    }),
    http.post(`${api}/api/orderBuyNumDetail/saveOrderBuyNum`, async ({ request }) => {
      counts.calls += 1;
      if (request.headers.get('authorization') !== 'bearer h.p.new') {
        return HttpResponse.json({ code: status, msg: message, data: null }, { status });
      }
      const body = await request.json();
      bodies.push(body);
      return HttpResponse.json({ code: 200, msg: '', data: body });
    }),
  );
  return { counts, bodies };
}

describe.each(expiredAnswers)('a %s answer', (_, status, message) => {
  it('causes exactly one refresh for twenty concurrent calls, and replays each once with its body', async () => {
    signIn('h.p.old');
    const { counts, bodies } = backend(status, message);
    const inputs = Array.from({ length: 20 }, (_, i) => ({ body: { orderId: `O${i}`, buyNum: i + 1 } }));
    const results = await Promise.all(inputs.map((input) => call(saveBuyNum, input)));
    expect(counts.refresh).toBe(1);
    expect(counts.calls).toBe(40);
    expect(results).toEqual(inputs.map((input) => input.body));
    expect(bodies).toHaveLength(20);
    expect(readSession()).toMatchObject({ accessToken: 'h.p.new', refreshToken: 'refresh-2', userToken: 'new' });
  });
});

it('does not retry in a loop when the replayed call meets an expired token again', async () => {
  signIn('h.p.old');
  let refreshes = 0;
  let calls = 0;
  server.use(
    http.post(`${api}/api/login/refresh`, () => {
      refreshes += 1;
      return HttpResponse.json({ code: 200, msg: '', data: { access_token: `h.p.r${refreshes}` } });
    }),
    http.post(`${api}/api/orderBuyNumDetail/saveOrderBuyNum`, () => {
      calls += 1;
      return HttpResponse.json({ code: 403, msg: 'Jwt expired', data: null }, { status: 403 });
    }),
  );
  await expect(call(saveBuyNum, { body: { orderId: 'O1' } })).rejects.toBeInstanceOf(ApiError);
  expect(refreshes).toBe(1);
  expect(calls).toBe(2);
});

it('clears local data but the kept keys and ends the session when the refresh fails', async () => {
  signIn('h.p.old');
  localStorage.setItem('un', 'caigou01');
  localStorage.setItem('data-theme', 'red');
  localStorage.setItem('deviceId', 'device-1');
  localStorage.setItem('tabs', '[]');
  const events = recordEvents();
  server.use(
    http.post(`${api}/api/login/refresh`, () =>
      HttpResponse.json({ code: 401, msg: 'Invalid refresh token', data: null }, { status: 401 }),
    ),
    http.post(`${api}/api/orderBuyNumDetail/saveOrderBuyNum`, () =>
      HttpResponse.json({ code: 401, msg: 'Access token expired', data: null }, { status: 401 }),
    ),
  );
  const error = await call(saveBuyNum, { body: {} }).catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 401, msg: '登录已过期，请重新登录' });
  expect(readSession()).toBeNull();
  expect(['un', 'data-theme', 'deviceId', 'tabs'].map((key) => localStorage.getItem(key))).toEqual([
    'caigou01',
    'red',
    'device-1',
    null,
  ]);
  expect(events.seen.sessionEnded).toEqual([{ reason: 'refreshFailed' }]);
  events.stop();
});

it('treats a 401 or 403 that does not speak of expiry as an answer, not as a reason to refresh', async () => {
  signIn('h.p.old');
  let refreshes = 0;
  server.use(
    http.post(`${api}/api/login/refresh`, () => {
      refreshes += 1;
      return HttpResponse.json({ code: 200, msg: '', data: { access_token: 'h.p.new' } });
    }),
    http.post(`${api}/api/orderBuyNumDetail/saveOrderBuyNum`, () =>
      HttpResponse.json({ code: 403, msg: '无权访问该资源', data: null }, { status: 403 }),
    ),
  );
  await expect(call(saveBuyNum, { body: {} })).rejects.toMatchObject({ status: 403 });
  expect(refreshes).toBe(0);
});
