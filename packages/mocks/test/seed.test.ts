import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { expect, it } from 'vitest';
import { domains } from '../src/domains/index.ts';
import { store } from '../src/engine/store.ts';
import { seed } from '../src/seed.ts';
import { accountTables } from '../src/tables/accounts.ts';

it('seeds rows that all match their entity schemas (the seed loads them unchecked, for speed)', async () => {
  const ms = await seed();
  console.info(`seed: ${Math.round(ms)} ms, ${store.tables().reduce((total, table) => total + table.count(), 0)} rows`);
  const problems = store.tables().flatMap((table) =>
    table
      .all()
      .flatMap((row) => {
        const result = table.schema.safeParse(row);
        return result.success
          ? []
          : [`${table.name} ${row.id}: ${result.error.issues[0]?.path.join('.')} ${result.error.issues[0]?.message}`];
      })
      .slice(0, 3),
  );
  expect(problems).toEqual([]);
});

it('seeds each id once per table (the seed stores its rows without looking them up first)', async () => {
  await seed();
  const repeated = store
    .tables()
    .filter((table) => new Set(table.all().map((row) => row.id)).size !== table.count())
    .map((table) => table.name);
  expect(repeated).toEqual([]);
});

it('refuses a write that breaks a table’s schema once the seed is in', async () => {
  await seed();
  const [user] = accountTables.users.all();
  await expect(accountTables.users.update(user?.id ?? '', { account: 42 } as never)).rejects.toThrow(
    /^users: account /,
  );
  expect(accountTables.users.get(user?.id)?.account).toBe(user?.account);
});

it('keeps the seed’s rows frozen: an update replaces a row, and writing into a seeded row in place fails loudly', async () => {
  await seed();
  const [user] = accountTables.users.all();
  expect(Object.isFrozen(user)).toBe(true);
  expect(() => Object.assign(user ?? {}, { fullName: '改名' })).toThrow(TypeError);
  const updated = await accountTables.users.update(user?.id ?? '', { fullName: '改名' });
  expect(updated.fullName).toBe('改名');
  expect(user?.fullName).not.toBe('改名');
});

/** Every table's ids in order, and a fingerprint of its rows. */
const snapshot = () =>
  Object.fromEntries(
    store.tables().map((table) => [
      table.name,
      {
        ids: table.all().map((row) => row.id),
        rows: createHash('sha256').update(JSON.stringify(table.all())).digest('hex'),
      },
    ]),
  );

it('seeds the same ids and rows whatever the order of the domains that do not build on each other', async () => {
  await seed();
  const usual = snapshot();
  // projects builds on accounts, the workflow and the plans (welfare) only; orders on those but projects.
  const order = [
    'accounts',
    'files',
    'workflow',
    'catalogue',
    'welfare',
    'projects',
    'orders',
    'platform',
    'statistics',
  ];
  expect(domains.map((domain) => domain.name)).not.toEqual(order);
  expect([...order].sort()).toEqual(domains.map((domain) => domain.name).sort());
  await seed(order.map((name) => domains.find((domain) => domain.name === name) as (typeof domains)[number]));
  const again = snapshot();
  expect(Object.keys(usual).filter((name) => !isDeepStrictEqual(again[name], usual[name]))).toEqual([]);
  expect(Object.values(usual).filter(({ ids }) => ids.length > 0).length).toBeGreaterThan(100);
});
