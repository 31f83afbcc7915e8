// A supplier's bank account, credit code, legal person and phone are read only by its parties: the supplier itself,
// administrators and the purchasers of an organisation in a deal with it.
import { getSupplierById } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { adminTables } from '../src/tables/admin.ts';
import { orderTables } from '../src/tables/orders.ts';
import { projectTables } from '../src/tables/projects.ts';
import { login, withSession } from './support.ts';

withSession();

const partiesOnly = [
  'creditCode',
  'legalPerson',
  'contactPhone',
  'bankName',
  'bankAccountName',
  'bankAccount',
  'bankBranchNo',
] as const;

const read = (id: string) => getSupplierById({ path: { id } });

/** A supplier the seeded purchaser organisation has no order, bid or contract with. */
function strangerToPurchaser() {
  const dealt = new Set([
    ...orderTables.orders
      .all()
      .filter((row) => row.purchaserId === seededOrgs.purchaser)
      .map((row) => row.supplierId),
    ...projectTables.contracts
      .all()
      .filter((row) => row.purchaserOrgId === seededOrgs.purchaser)
      .map((row) => row.supplierId),
    ...projectTables.bids.all().map((row) => row.supplierId),
  ]);
  const stranger = adminTables.suppliers.all().find((row) => !dealt.has(row.id) && row.bankAccount);
  if (!stranger) throw new Error('every seeded supplier has dealt with the seeded purchaser');
  return stranger;
}

describe('GET /api/supplier/{id}', () => {
  it('gives the whole record to the supplier itself, to administrators and to a purchaser that has ordered from it', async () => {
    const whole = adminTables.suppliers.require(seededOrgs.supplier, '供应商');
    expect(
      orderTables.orders.all().some((row) => row.supplierId === whole.id && row.purchaserId === seededOrgs.purchaser),
    ).toBe(true);
    for (const account of ['gys01', 'admin', 'caigou01']) {
      await login(account);
      const answer = await read(whole.id);
      for (const field of partiesOnly) expect(answer[field], `${account}: ${field}`).toBe(whole[field]);
      expect(answer.bankAccount, account).toBeTruthy();
    }
  });

  it('leaves the party fields out for another supplier, a welfare user, and a purchaser without a deal, and changes nothing', async () => {
    const stranger = strangerToPurchaser();
    const before = JSON.stringify(adminTables.suppliers.all());
    for (const [account, id] of [
      ['bendi01', seededOrgs.supplier],
      ['fuli01', seededOrgs.supplier],
      ['caigou01', stranger.id],
    ] as const) {
      await login(account);
      const answer = await read(id);
      expect(answer.id, account).toBe(id);
      expect(answer.orgNameZh, account).toBe(adminTables.suppliers.get(id)?.orgNameZh);
      for (const field of partiesOnly) expect(answer, `${account}: ${field}`).not.toHaveProperty(field);
    }
    expect(JSON.stringify(adminTables.suppliers.all())).toBe(before);
  });
});
