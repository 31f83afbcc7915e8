import { expect, it } from 'vitest';
import { store } from '../src/engine/store.ts';
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
