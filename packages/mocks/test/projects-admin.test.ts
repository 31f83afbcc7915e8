import {
  cancelProject,
  invalidBidProject,
  pageAdminProjectDemands,
  pageAdminSourcing,
  pageAuctionAdminContracts,
  pageBackhandAdminContracts,
  pageBiddingAdminContracts,
  pageProjects,
  pageSourcingAdminContracts,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { accountTables } from '../src/tables/accounts.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { planTables } from '../src/tables/welfare.ts';
import { everyoneButTheAdministrator, login, withSession } from './support.ts';

withSession();

const projectIn = (status: number) => {
  const project = t.projects.all().find((row) => row.projectType === 1 && row.status === status);
  if (!project) throw new Error(`no bidding project in ${status}`);
  return project;
};

/** Every seeded account but the administrator's and those of the project's own unit, with another unit's approver. */
const outsiders = (orgId: string) => [
  ...everyoneButTheAdministrator.filter(
    (account) => accountTables.users.all().find((user) => user.account === account)?.orgId !== orgId,
  ),
  'bangong01',
];

describe('the administrator’s projects', () => {
  it('lists every unit’s projects by unit and phase, and the non-lowest-price ones with their winner and reason', async () => {
    await login('admin');
    const project = projectIn(6);
    const page = await pageProjects({ query: { purchaserOrgId: project.purchaserOrgId, status: 6, size: 100 } });
    expect(page.total).toBe(
      t.projects.count((row) => row.purchaserOrgId === project.purchaserOrgId && row.status === 6),
    );
    const chosen = await pageProjects({ query: { pickRule: 2, status: 10, size: 100 } });
    const picketages = t.picketages.all().filter((row) => !row.minPrice);
    expect(chosen.records.length).toBeGreaterThan(0);
    for (const row of chosen.records) {
      const picketage = picketages.find((item) => item.projectId === row.id);
      expect(row).toMatchObject({
        dealSupplierName: picketage?.supplierName,
        dealAmount: picketage?.dealAmount,
        pickReason: picketage?.reason,
      });
    }
  });

  it('cancels a project or declares it an invalid bid only with a reason (not one of spaces), which the project keeps', async () => {
    await login('admin');
    const open = projectIn(3);
    await expect(cancelProject({ path: { id: open.id }, body: { reason: '' } })).rejects.toMatchObject({
      status: 400,
      msg: '参数错误：reason 至少 1 个字符',
    });
    await expect(cancelProject({ path: { id: open.id }, body: { reason: '   ' } })).rejects.toMatchObject({
      status: 400,
      msg: '参数错误：reason 不能只填空格',
    });
    expect(t.projects.get(open.id)?.status).toBe(3);
    await cancelProject({ path: { id: open.id }, body: { reason: '采购需求取消' } });
    expect(t.projects.get(open.id)).toMatchObject({ status: 12, cancelReason: '采购需求取消' });

    const ended = projectIn(8);
    await expect(invalidBidProject({ path: { id: ended.id }, body: { reason: '' } })).rejects.toMatchObject({
      status: 400,
    });
    await invalidBidProject({ path: { id: ended.id }, body: { reason: '有效报价不足三家' } });
    expect(t.projects.get(ended.id)).toMatchObject({ status: 11, invalidReason: '有效报价不足三家' });
  });

  it('refuses the cancel and the invalid bid to every other role and unit, with nothing changed', async () => {
    const project = projectIn(5);
    for (const account of outsiders(project.purchaserOrgId)) {
      await login(account);
      await expect(cancelProject({ path: { id: project.id }, body: { reason: '取消' } })).rejects.toMatchObject({
        status: 403,
      });
      await expect(invalidBidProject({ path: { id: project.id }, body: { reason: '流标' } })).rejects.toMatchObject({
        status: 403,
      });
    }
    expect(t.projects.get(project.id)).toEqual(project);
  });
});

describe('the administrator’s contracts, demands and inquiries', () => {
  it('list each mode’s contracts of every unit, with what has been paid', async () => {
    await login('admin');
    const lists = [pageBiddingAdminContracts, pageBackhandAdminContracts, pageAuctionAdminContracts];
    for (const [index, list] of lists.entries()) {
      const page = await list({ query: { size: 100 } });
      expect(page.total).toBe(t.contracts.count((row) => row.projectType === index + 1));
      for (const row of page.records) expect(row.paidAmount).toBeGreaterThanOrEqual(0);
    }
    const sourcing = await pageSourcingAdminContracts({ query: { size: 100 } });
    expect(sourcing.total).toBe(t.sourcingContracts.count());
    expect(sourcing.records.every((row) => row.projectType === 4)).toBe(true);
  });

  it('list every unit’s approved plans of a project channel, and every unit’s inquiries', async () => {
    await login('admin');
    const demands = await pageAdminProjectDemands({ query: { purchaseType: 2, pageSize: 100 } });
    expect(demands.total).toBe(planTables.plans.count((plan) => plan.status === 2 && plan.purchaseType === 2));
    const inquiries = await pageAdminSourcing({ query: { size: 100 } });
    expect(inquiries.total).toBe(t.sourcings.count());
    const unit = inquiries.records[0]?.purchaserOrgName ?? '';
    const ofUnit = await pageAdminSourcing({ query: { purchaserOrgName: unit, size: 100 } });
    expect(ofUnit.total).toBe(t.sourcings.count((row) => row.purchaserOrgName.includes(unit)));
  });

  it('are the administrator’s only', async () => {
    for (const account of everyoneButTheAdministrator) {
      await login(account);
      for (const list of [
        () => pageBiddingAdminContracts({ query: {} }),
        () => pageBackhandAdminContracts({ query: {} }),
        () => pageSourcingAdminContracts({ query: {} }),
        () => pageAdminProjectDemands({ query: {} }),
        () => pageAdminSourcing({ query: {} }),
      ])
        await expect(list()).rejects.toMatchObject({ status: 403 });
    }
  });
});
