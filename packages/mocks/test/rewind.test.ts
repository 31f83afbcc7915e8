import { orderSplit, queryDeliveryAddress } from '@zc/sdk';
import { expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { store } from '../src/engine/store.ts';
import { resetToSeed } from '../src/seed.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { login, withSession } from './support.ts';

withSession();

/** Every table's rows, in the order each table lists them. */
const snapshot = () => Object.fromEntries(store.tables().map((table) => [table.name, JSON.stringify(table.all())]));

it('rewinding gives back exactly the seed: rows written, added and removed, in their order', async () => {
  const seeded = snapshot();

  // Writes as requests make them: an order placed takes stock, adds orders and their lines.
  await login('caigou01');
  const [address] = await queryDeliveryAddress({ query: {} });
  const goods = catalogueTables.goods
    .all()
    .find((row) => row.supplierId === seededOrgs.supplier && row.goodsState === 1 && row.stock >= 5);
  await orderSplit({
    body: { items: [{ goodsId: goods?.id ?? '', buyNum: 2 }], deliveryAddressId: address?.id ?? '' },
  });
  // And writes straight to the tables: a field added to a row, a row removed, a row removed and put back.
  const [first, second] = accountTables.users.all();
  await accountTables.users.update(first?.id ?? '', { remark: '临时备注' } as never);
  accountTables.users.remove(second?.id ?? '');
  expect(snapshot()).not.toEqual(seeded);

  await resetToSeed();
  const rewound = snapshot();
  // A removed row comes back at the end of its table: compare that table as a set, every other one as it lists.
  expect(JSON.parse(rewound.users ?? '[]')).toEqual(expect.arrayContaining(JSON.parse(seeded.users ?? '[]')));
  expect({ ...rewound, users: '' }).toEqual({ ...seeded, users: '' });
  expect(store.changes()).toEqual({});

  // The store keeps tracking after a rewind, and rewinds again.
  await accountTables.users.update(first?.id ?? '', { remark: '又一个备注' } as never);
  expect(Object.keys(store.changes())).toEqual(['users']);
  await resetToSeed();
  expect(accountTables.users.get(first?.id)).toEqual(first);
});
