// The error catalogue of spec 01 §8, row by row, and the headers of 01 §6.
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { call, type OperationMeta } from '../src/call.ts';
import { ApiError } from '../src/envelope.ts';
import { sdkConfig } from '../src/http.ts';
import { readSession } from '../src/session.ts';
import { api, recordEvents, server, signIn, withApiServer } from './support.ts';

withApiServer();

const listOrders: OperationMeta = {
  operationId: 'purchaseOrderList',
  tag: 'orders',
  method: 'get',
  path: '/api/order/list',
  kind: 'json',
  roles: ['signedIn'],
};
const answer = (status: number, body: Record<string, unknown>) =>
  server.use(http.get(`${api}/api/order/list`, () => HttpResponse.json(body, { status })));

async function failure(run: Promise<unknown>): Promise<ApiError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('headers on every call', () => {
  it('carry the authorization, tenant, internal-module, request-id and user-id headers', async () => {
    signIn('h.p.sig', { tokenType: 'bearer', userId: '1001' });
    const seen: Headers[] = [];
    server.use(
      http.get(`${api}/api/order/list`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ code: 200, msg: '', data: [] });
      }),
    );
    await call(listOrders, {});
    await call(listOrders, {});
    const [first, second] = seen;
    expect(first?.get('authorization')).toBe('bearer h.p.sig');
    expect(first?.get('x-tenant-id')).toBe(sdkConfig.tenantId);
    expect(first?.get('x-internal-module')).toBe('zc-web');
    expect(first?.get('x-user-id')).toBe('1001');
    expect(first?.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.get('x-request-id')).not.toBe(first?.get('x-request-id'));
  });

  it('leave the authorization out when nobody is signed in', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${api}/api/order/list`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ code: 0, msg: '', data: 1 });
      }),
    );
    expect(await call(listOrders, {})).toBe(1);
    expect(authorization).toBeNull();
  });
});

describe('the error catalogue', () => {
  it('unwraps data when the body code is 0 or 200', async () => {
    answer(200, { code: 0, msg: 'ok', data: { total: 3 } });
    expect(await call(listOrders, {})).toEqual({ total: 3 });
  });

  it('shows the server message as a warning when the body code is another value', async () => {
    const events = recordEvents();
    answer(200, { code: 500, msg: '订单已发货，不能取消', data: null });
    const error = await failure(call(listOrders, {}));
    expect(error).toMatchObject({
      kind: 'business',
      code: 500,
      msg: '订单已发货，不能取消',
      operation: 'purchaseOrderList',
    });
    expect(events.seen.warning).toEqual([{ message: '订单已发货，不能取消', operation: 'purchaseOrderList' }]);
    events.stop();
  });

  it('flags any other HTTP 403 as no permission, without a warning', async () => {
    signIn();
    const events = recordEvents();
    answer(403, { code: 403, msg: 'Access is denied', data: null });
    const error = await failure(call(listOrders, {}));
    expect(error.status).toBe(403);
    expect(events.seen.forbidden).toEqual([{ operation: 'purchaseOrderList' }]);
    expect(events.seen.warning).toEqual([]);
    events.stop();
  });

  it.each([-444, -445])('shows the server message of a 403 with code %i as a warning', async (code) => {
    signIn();
    const events = recordEvents();
    answer(403, { code, msg: '账号已被冻结，请联系管理员', data: null });
    await failure(call(listOrders, {}));
    expect(events.seen.warning.map((w) => w.message)).toEqual(['账号已被冻结，请联系管理员']);
    expect(events.seen.forbidden).toEqual([]);
    events.stop();
  });

  it('shows the server message of an HTTP 400 as a warning and keeps the session', async () => {
    signIn();
    const events = recordEvents();
    answer(400, { code: 400, msg: 'pageSize 必须是 1 到 500 之间的整数', data: null });
    const error = await failure(call(listOrders, {}));
    expect(error).toMatchObject({ status: 400, msg: 'pageSize 必须是 1 到 500 之间的整数' });
    expect(events.seen.warning.map((w) => w.message)).toEqual(['pageSize 必须是 1 到 500 之间的整数']);
    expect(readSession()).not.toBeNull();
    events.stop();
  });

  it('clears the session and ends it when a 400 says the user token is blacklisted (code -5)', async () => {
    signIn();
    localStorage.setItem('un', 'caigou01');
    const events = recordEvents();
    answer(400, { code: -5, msg: '用户令牌已失效', data: null });
    await failure(call(listOrders, {}));
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('un')).toBe('caigou01');
    expect(events.seen.sessionEnded).toEqual([{ reason: 'blacklisted' }]);
    events.stop();
  });

  it('reports every HTTP failure with its status, status text, URL, data and method', async () => {
    const events = recordEvents();
    server.use(
      http.get(`${api}/api/order/list`, () =>
        HttpResponse.json({ code: 500, msg: '服务器异常', data: null }, { status: 500, statusText: 'Server Error' }),
      ),
    );
    await failure(call(listOrders, { query: { pageNum: 1 } }));
    expect(events.seen.requestFailed).toEqual([
      {
        status: 500,
        statusText: 'Server Error',
        url: `${api}/api/order/list?pageNum=1`,
        method: 'GET',
        data: '{"pageNum":1}',
      },
    ]);
    expect(events.seen.warning.map((w) => w.message)).toEqual(['服务器异常']);
    events.stop();
  });

  it('announces when each call leaves and when it settles, success or failure', async () => {
    const events = recordEvents();
    answer(200, { code: 0, msg: '', data: [] });
    await call(listOrders, {});
    answer(400, { code: 400, msg: '参数错误', data: null });
    await failure(call(listOrders, {}));
    expect(events.seen.requestStart).toEqual([{ path: '/api/order/list' }, { path: '/api/order/list' }]);
    expect(events.seen.requestEnd).toEqual([{ path: '/api/order/list' }, { path: '/api/order/list' }]);
    events.stop();
  });

  it('ends a call that takes longer than the request timeout with a clear timeout error', async () => {
    expect(sdkConfig.timeoutMs).toBe(300_000);
    sdkConfig.timeoutMs = 50;
    server.use(
      http.get(`${api}/api/order/list`, async () => {
        await delay(1_000);
        return HttpResponse.json({ code: 200, msg: '', data: [] });
      }),
    );
    const error = await failure(call(listOrders, {}));
    expect(error).toMatchObject({ kind: 'timeout', msg: '请求超时，请稍后重试' });
  });
});
