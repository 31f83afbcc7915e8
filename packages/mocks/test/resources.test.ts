// The calls follow the resources the user's roles hold now: an operation naming menu pages or buttons
// (`x-resources`) refuses a user of a role type those resources belong to who holds none of them, with the resource's
// name, before validation; the seed's roles hold what their users call, and an administrator's change applies at once.
import * as sdk from '@zc/sdk';
import { getRoleAuthority, mayCall, type OperationId, type RoleSetName, saveRoleAuthority } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { access } from '../src/access.ts';
import type { Entity } from '../src/engine/entities.ts';
import type { TokenClaims } from '../src/engine/jwt.ts';
import { store } from '../src/engine/store.ts';
import { accountTables as t } from '../src/tables/accounts.ts';
import { base, login, withSession } from './support.ts';

withSession();

type Meta = { operationId: OperationId; roles: readonly RoleSetName[]; resources?: readonly string[] };
const annotated = Object.values(sdk).flatMap((value) => {
  const meta = typeof value === 'function' && 'meta' in value ? (value.meta as Meta) : undefined;
  return meta?.resources ? [{ ...meta, resources: meta.resources }] : [];
});
const sessionOf = (user: Entity<'User'>) => ({ userId: user.id }) as TokenClaims;
/** The seeded resources an operation names, by role type. */
const listedOfType = (codes: readonly string[], roleType: number) =>
  t.resources
    .all()
    .filter(
      (resource) => resource.roleType === roleType && codes.some((code) => code.replace(/^\//, '') === resource.code),
    );
const roleOf = (code: string) => t.roles.all().find((role) => role.roleCode === code) as Entity<'Role'>;
const userId = (account: string) => t.users.all().find((user) => user.account === account)?.id ?? '';

describe('the operations that name resources', () => {
  it('are many: the pages and buttons of the administrator, the supplier and the welfare user, and finance’s', () => {
    expect(annotated.length).toBeGreaterThan(300);
    const named = (id: string) => annotated.find((meta) => meta.operationId === id)?.resources;
    expect(named('supplierQueryBrands')).toEqual(['/supplier-brand-manager']);
    expect(named('auditBrand')).toEqual(['/brand-manager']);
    expect(named('setLadderPrice')).toEqual(['price:ladder']);
    expect(named('confirmContractPayment')).toEqual(['/purchase/purchaser-payment-confirm']);
    expect(named('pageOrderApprovalTasks')).toEqual(['/activitiOrder', '/home']);
    expect(named('pageWelfareOrders')).toEqual(['/welfare-user-activity-orders']);
  });

  it('let every seeded user whom the call’s role sets admit make the call: the seed’s roles hold what they call', () => {
    const refused: string[] = [];
    for (const user of t.users.all()) {
      for (const meta of annotated) {
        if (!mayCall(meta.roles, user.roles ?? [])) continue;
        const refusal = access(meta.operationId, sessionOf(user));
        if (refusal) refused.push(`${user.account} ${meta.operationId}: ${refusal}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('refuse a user of each role type they restrict who holds none of them, naming what is missing', async () => {
    let checked = 0;
    for (const meta of annotated) {
      const holders = t.users
        .all()
        .filter((user) => (user.roles ?? []).length === 1 && mayCall(meta.roles, user.roles ?? []));
      const byType = new Map(holders.map((user) => [user.roles?.[0]?.roleType ?? 0, user]));
      for (const [roleType, holder] of byType) {
        const listed = listedOfType(meta.resources, roleType);
        if (listed.length === 0) continue;
        // The same role, but one whose authority holds nothing.
        const without = await t.users.insert({
          ...holder,
          id: `${holder.id}-without`,
          account: `${holder.account}-without`,
          roles: (holder.roles ?? []).map((role) => ({ ...role, id: `${role.id}-without` })),
        });
        const refusal = access(meta.operationId, sessionOf(without));
        expect(refusal, `${meta.operationId} as ${holder.account}`).toMatch(/^无权访问该功能：未分配「.+」权限$/);
        for (const resource of listed) expect(refusal).toContain(`「${resource.name}」`);
        t.users.remove(without.id);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(annotated.length);
  });

  it('leave a role type free when none of its resources is named: the administrator on the supplier’s brand list', async () => {
    const admin = t.users.get(userId('admin')) as Entity<'User'>;
    const bare = await t.users.insert({
      ...admin,
      id: `${admin.id}-bare`,
      account: 'admin-bare',
      roles: (admin.roles ?? []).map((role) => ({ ...role, id: `${role.id}-bare` })),
    });
    expect(access('supplierQueryBrands', sessionOf(bare))).toBeNull();
    expect(access('pageBrands', sessionOf(bare))).toBe('无权访问该功能：未分配「品牌管理」权限');
    t.users.remove(bare.id);
  });
});

describe('an administrator’s change to a role’s resources', () => {
  const supplierRole = () => roleOf('supplier');
  const resourceIdOf = (code: string) =>
    t.resources.all().find((resource) => resource.roleType === 3 && resource.code === code)?.id ?? '';
  /** A call made with a token signed in earlier (raw, so that the SDK's own session stays the administrator's). */
  const callWith = async (token: string, path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
    return { status: response.status, body: await response.json() };
  };
  const setAuthority = async (resourceIds: string[]) => {
    await login('admin');
    await saveRoleAuthority({ path: { roleId: supplierRole().id }, body: { resourceIds } });
  };

  it('refuses the supplier’s brand list once 品牌管理 is taken, before validation, and allows it once given back', async () => {
    const { accessToken } = await login('gys01');
    const brands = '/api/brands/supplierQueryList?current=1&size=10';
    expect((await callWith(accessToken, brands)).status).toBe(200);
    await login('admin');
    const { resourceIds } = await getRoleAuthority({ path: { roleId: supplierRole().id } });
    const page = resourceIdOf('supplier-brand-manager');
    await setAuthority(resourceIds.filter((id) => id !== page));

    const before = JSON.stringify(store.changes());
    const refused = await callWith(accessToken, brands);
    expect(refused).toEqual({
      status: 403,
      body: { code: 403, msg: '无权访问该功能：未分配「品牌管理」权限', data: null },
    });
    // Refused before the malformed request is looked at, and without a write.
    const malformed = await callWith(accessToken, '/api/brands/', { method: 'POST', body: '{"brandName": 7}' });
    expect(malformed.body).toMatchObject({ code: 403, msg: '无权访问该功能：未分配「品牌管理」权限' });
    expect(JSON.stringify(store.changes())).toBe(before);
    // Another supplier role keeps the page, and the supplier keeps its other pages.
    const local = await login('bendi01');
    expect((await callWith(local.accessToken, brands)).status).toBe(200);
    expect((await callWith(accessToken, '/api/material/supplierList')).status).not.toBe(403);

    await setAuthority(resourceIds);
    expect((await callWith(accessToken, brands)).status).toBe(200);
  });

  it('refuses a button’s call once the button is taken: 设置阶梯价 without price:ladder', async () => {
    const { accessToken } = await login('gys01');
    await login('admin');
    const { resourceIds } = await getRoleAuthority({ path: { roleId: supplierRole().id } });
    const button = resourceIdOf('price:ladder');
    await setAuthority(resourceIds.filter((id) => id !== button));
    const refused = await callWith(accessToken, '/api/goodsItem/discountPrice/setLadderPrice', {
      method: 'POST',
      body: '[]',
    });
    expect(refused.body).toEqual({ code: 403, msg: '无权访问该功能：未分配「阶梯价设置」权限', data: null });
    // Its page's list still answers: the button restricts the change, not the reading.
    expect((await callWith(accessToken, '/api/goodsItem/discountPrice/getLadderPrice')).status).toBe(200);
    await setAuthority(resourceIds);
    const allowed = await callWith(accessToken, '/api/goodsItem/discountPrice/setLadderPrice', {
      method: 'POST',
      body: '[]',
    });
    expect(allowed.body.code).not.toBe(403);
  });
});
