import { listEntrustCertificates, listEntrustedProjects } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { entrustStatusOf } from '../src/domains/projects/entrusts.ts';
import { projectTables as t } from '../src/tables/projects.ts';
import { login, withSession } from './support.ts';

withSession();

describe('entrusted projects', () => {
  it('read each project’s phase and registrations as they are now', async () => {
    await login('admin');
    const page = await listEntrustedProjects({ query: { size: 100 } });
    expect(page.total).toBe(t.entrusts.count());
    const [first] = page.records;
    const project = t.projects.get(first?.projectId ?? '');
    expect(first).toMatchObject({
      projectStatus: project?.status,
      status: entrustStatusOf(project?.status ?? 0),
      registeredCount: t.certificates.count((row) => row.projectId === project?.id),
    });
    await t.projects.update(project?.id ?? '', { status: 12 });
    const [cancelled] = (await listEntrustedProjects({ query: { projectName: project?.projectName, status: 3 } }))
      .records;
    expect(cancelled?.id).toBe(first?.id);
  });

  it('list the registrations of one entrusted project', async () => {
    await login('admin');
    const entrust = t.entrusts.all().find((row) => t.certificates.count((c) => c.projectId === row.projectId) > 0);
    const records = await listEntrustCertificates({ path: { id: entrust?.id ?? '' } });
    expect(records.map((row) => row.id).sort()).toEqual(
      t.certificates
        .all()
        .filter((row) => row.projectId === entrust?.projectId)
        .map((row) => row.id)
        .sort(),
    );
  });

  it('are the administrator’s only', async () => {
    const entrust = t.entrusts.all()[0];
    for (const account of ['caigou01', 'xiangmu01', 'gys01']) {
      await login(account);
      await expect(listEntrustedProjects({ query: {} })).rejects.toMatchObject({ status: 403 });
      await expect(listEntrustCertificates({ path: { id: entrust?.id ?? '' } })).rejects.toMatchObject({ status: 403 });
    }
  });
});
