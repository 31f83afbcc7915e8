import { loaded, rowOf } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listEntrustCertificates, listEntrustedProjects } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/entrusted-manager.tsx';

withSignedIn('admin');

describe('委托管理', () => {
  it('opens an entrusted project’s registration records', async () => {
    const entrusts = (await listEntrustedProjects({ query: { size: 100 } })).records;
    const entrust = entrusts.find((row) => row.registeredCount > 0);
    if (!entrust) throw new Error('the seed has entrusted projects with registrations');
    const [registration] = await listEntrustCertificates({ path: { id: entrust.id } });
    await renderWorkbenchPage('/entrusted-manager', Route, { projectName: entrust.projectName });
    const row = await rowOf('委托项目', entrust.projectNo);
    expect(row.textContent).toContain(String(entrust.registeredCount));
    await userEvent.click(within(row).getByRole('button', { name: '报名记录' }));
    const records = await screen.findByRole('dialog', { name: `报名记录：${entrust.projectName}` });
    await waitFor(() => expect(records.textContent).toContain(registration?.supplierName), loaded);
  });
});
