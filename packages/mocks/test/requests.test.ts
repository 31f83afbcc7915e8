// Requests the spec does not describe are refused with a clear 400 (or not served at all) and change nothing.
import { readSession } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { store } from '../src/engine/store.ts';
import { login, raw, withSession } from './support.ts';

withSession();

async function asAdmin(path: string, init: RequestInit = {}) {
  await login('admin');
  const headers = { authorization: `bearer ${readSession()?.accessToken}`, 'content-type': 'application/json' };
  const answer = await raw(path, { ...init, headers });
  return { status: answer.status, body: await answer.json() };
}

describe('paging', () => {
  it('takes only the names the operation documents: size and current on a page/limit list are refused', async () => {
    const everything = await asAdmin('/api/brands/page?size=100000');
    expect(everything).toEqual({
      status: 400,
      body: { code: 400, msg: '参数错误：不支持分页参数 size，该接口的分页参数为 page、limit', data: null },
    });
    expect((await asAdmin('/api/brands/page?size=abc')).status).toBe(400);
    expect((await asAdmin('/api/brands/page?current=2')).body.msg).toBe(
      '参数错误：不支持分页参数 current，该接口的分页参数为 page、limit',
    );
  });

  it('keeps the documented names within their limits', async () => {
    expect((await asAdmin('/api/brands/page?limit=100000')).body.msg).toMatch(/^参数错误：limit /);
    const page = await asAdmin('/api/brands/page?page=1&limit=5');
    expect(page.status).toBe(200);
    expect(page.body.data.records).toHaveLength(5);
  });

  it('refuses paging names on a call that does not page', async () => {
    expect((await asAdmin('/api/role/all?size=5')).body.msg).toBe('参数错误：不支持分页参数 size，该接口不分页');
  });
});

describe('numbers', () => {
  it('beyond any amount or count the platform has (1e308) are refused before they reach a table', async () => {
    const before = JSON.stringify(store.changes());
    const answer = await asAdmin('/api/freight/', {
      method: 'POST',
      body: `{"supplierId":"${seededOrgs.supplier}","ruleName":"超大运费","areaCodes":["110000"],"baseFreight":1e308,"freeThreshold":200}`,
    });
    expect(answer).toEqual({
      status: 400,
      body: { code: 400, msg: '参数错误：baseFreight 超出允许的数值范围', data: null },
    });
    expect(JSON.stringify(store.changes())).toBe(before);
    expect((await asAdmin('/api/brands/page?page=1e308')).body.msg).toBe('参数错误：page 超出允许的数值范围');
  });
});
