import {
  createReconciliation,
  downloadReconciliationCenterResult,
  listReconciliationBatches,
  listReconciliationTriggers,
  reconciliationCenterSync,
} from '@zc/sdk';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { orderTables as t } from '../src/tables/orders.ts';
import { login, withSession } from './support.ts';

withSession();

const month = { orderStartTime: '2026-10-01 00:00:00', orderEndTime: '2026-10-31 23:59:59' };
const supplierId = () => seededOrgs.ecommerceSupplier;

describe('reconciliation runs', () => {
  it('a synchronisation keeps who started it and starts a run listed first, whose results download as a real xlsx', async () => {
    await login('admin');
    const result = await reconciliationCenterSync({ body: { supplierId: supplierId(), ...month } });
    const [trigger] = (await listReconciliationTriggers({ query: {} })).records;
    const admin = accountTables.users.all().find((user) => user.account === 'admin');
    expect(trigger).toMatchObject({
      batchNo: result.batchNo,
      side: 1,
      total: result.total,
      triggerUserName: admin?.fullName,
    });
    const [batch] = (await listReconciliationBatches({ query: {} })).records;
    const inMonth = t.orders
      .all()
      .filter(
        (order) =>
          order.supplierId === supplierId() &&
          order.createTime >= month.orderStartTime &&
          order.createTime <= month.orderEndTime,
      );
    expect(batch).toMatchObject({ batchNo: result.batchNo, centerCount: inMonth.length, status: 0 });

    const { blob } = await downloadReconciliationCenterResult({ query: { batchNo: result.batchNo } });
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet.match(/<row /g)?.length).toBe(inMonth.length + 1);
  });

  it('a generated run is listed by its state, and no trigger is kept for it', async () => {
    await login('admin');
    const triggers = t.triggers.count();
    const batch = await createReconciliation({ query: { supplierId: supplierId(), ...month } });
    const listed = await listReconciliationBatches({ query: { batchNo: batch.batchNo, status: 0 } });
    expect(listed.records.map((row) => row.batchNo)).toEqual([batch.batchNo]);
    expect(t.triggers.count()).toBe(triggers);
  });

  it('lists runs and triggers to the administrator only', async () => {
    for (const account of ['caigou01', 'caiwu01', 'dianshang01', 'gys01']) {
      await login(account);
      await expect(listReconciliationBatches({ query: {} })).rejects.toMatchObject({ status: 403 });
      await expect(listReconciliationTriggers({ query: {} })).rejects.toMatchObject({ status: 403 });
    }
  });
});
