import { expect, it } from 'vitest';
import { store } from '../src/engine/store.ts';
import { answer, serves } from '../src/handlers.ts';
import { catalogueTables as t } from '../src/tables/catalogue.ts';
import { raw, withSession } from './support.ts';

withSession('admin');

it('answers after the delay a request asks for', async () => {
  const started = performance.now();
  await raw('/api/rsa/getPublicKey', { headers: { 'x-mock-delay': '300' } });
  expect(performance.now() - started).toBeGreaterThanOrEqual(290);
});

it('answers with the fault a request asks for: an HTTP status with the envelope, or a network error', async () => {
  const answer = await raw('/api/rsa/getPublicKey?__fault=503');
  expect(answer.status).toBe(503);
  expect(await answer.json()).toMatchObject({ code: 503, msg: '模拟故障：HTTP 503' });
  await expect(raw('/api/rsa/getPublicKey', { headers: { 'x-mock-fault': 'network' } })).rejects.toThrow();
});

it('exports the changes since the seed, imports them again after a reset, and resets to the seed', async () => {
  const brand = t.brands.all()[0];
  if (!brand) throw new Error('no seeded brand');
  await t.brands.update(brand.id, { name: '场景品牌' });
  const changes = (await (await raw('/__mock/changes')).json()).data;
  expect(changes.brands.written[brand.id]).toMatchObject({ name: '场景品牌' });

  await raw('/__mock/reset', { method: 'POST' });
  expect(t.brands.get(brand.id)?.name).toBe(brand.name);
  expect(store.changes()).toEqual({});

  await raw('/__mock/changes', { method: 'POST', body: JSON.stringify(changes) });
  expect(t.brands.get(brand.id)?.name).toBe('场景品牌');
});

it('puts the settings QA changed back with the data', async () => {
  await raw('/__mock/config', { method: 'POST', body: JSON.stringify({ accessTokenTtlSeconds: 5, captcha: false }) });
  await raw('/__mock/reset', { method: 'POST' });
  expect((await (await raw('/__mock/config')).json()).data).toMatchObject({
    accessTokenTtlSeconds: 7200,
    captcha: true,
  });
});

it('answers how long the last seed took and how many rows it wrote', async () => {
  const reset = (await (await raw('/__mock/reset', { method: 'POST' })).json()).data;
  const { data } = await (await raw('/__mock/seed')).json();
  expect(data).toEqual({ seedMs: reset.seedMs, rows: store.counts() });
  expect(data.seedMs).toBeGreaterThan(0);
});

it('tells the store’s listeners when a reset empties the changes, so the browser’s kept copy is emptied too', async () => {
  const brand = t.brands.all()[0];
  if (!brand) throw new Error('no seeded brand');
  await t.brands.update(brand.id, { name: '场景品牌' });
  let heard = 0;
  const listener = () => heard++;
  store.listeners.add(listener);
  try {
    await raw('/__mock/reset', { method: 'POST' });
  } finally {
    store.listeners.delete(listener);
  }
  expect(heard).toBeGreaterThan(0);
  expect(store.changes()).toEqual({});
});

it('takes in the browser every path of the spec’s services and its QA controls, and leaves the app’s own files', async () => {
  const served = ['/api/rsa/getPublicKey', '/activitis/org/list', '/vapi/order/finance/list', '/__mock/seed'];
  for (const path of [...served, '/api/no-such-call']) expect(serves(path), path).toBe(true);
  for (const path of ['/', '/login', '/assets/index.js', '/mock-worker.js']) expect(serves(path), path).toBe(false);
  const unknown = await answer(new Request('http://localhost/api/no-such-call'));
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({ code: 404, msg: '接口不存在' });
});
