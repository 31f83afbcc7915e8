import { renderWorkbenchPage, testFile, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listProjectCertificates, pageSupplierBiddingProjects } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-backhand-report.tsx';

// gys01 and bendi01 are registered for every open project of the seed; dianshang01 not for every backhand one.
withSignedIn('dianshang01');

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('报名及缴纳保证金', () => {
  it('refuses an incomplete registration without sending it, then registers with a deposit voucher and lists it as pending', async () => {
    const open = await pageSupplierBiddingProjects({
      query: { current: 1, size: 1, projectType: 2, status: 3, joined: 0 },
    });
    const project = open.records[0];
    if (!project) throw new Error('no open backhand project dianshang01 has not registered for');
    const before = await listProjectCertificates({ query: { current: 1, size: 1, projectType: 2 } });
    await renderWorkbenchPage('/supplier-backhand-report', Route, { projectNo: project.projectNo });
    await waitFor(() => expect(rowsOf('报名中的项目')[0]?.textContent).toContain(project.projectName));
    await userEvent.click(within(rowsOf('报名中的项目')[0] as HTMLElement).getByRole('button', { name: '报名' }));
    const dialog = await screen.findByRole('dialog', { name: `报名：${project.projectName}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect(await within(dialog).findAllByText('此项为必填项')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系人' }), '赵磊');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系电话' }), '1352001');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect(await within(dialog).findByText('格式不正确')).toBeTruthy();
    expect((await listProjectCertificates({ query: { current: 1, size: 1, projectType: 2 } })).total).toBe(
      before.total,
    );

    await userEvent.type(within(dialog).getByRole('textbox', { name: '联系电话' }), '3456');
    await userEvent.upload(
      within(dialog).getByLabelText('上传缴纳凭证'),
      testFile('保证金回单.pdf', 'application/pdf'),
    );
    expect(await within(dialog).findByText('保证金回单.pdf')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名成功，等待审核')).toBeTruthy();
    await waitFor(() => {
      const mine = rowsOf('我的报名').find((row) => row.textContent?.includes(project.projectName));
      expect(mine?.textContent).toContain('待审核');
      expect(mine?.textContent).toContain('赵磊');
      // The voucher came with the registration: the deposit waits for the purchaser's confirmation.
      expect(mine?.textContent).toContain('已缴纳待确认');
    });
  });
});
