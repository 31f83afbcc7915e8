// The purchaser's side of projects: the approver decides a project in its flow, the project manager reviews a
// registration's deposit and asks finance to pay a countersigned contract.

import { chooseOption } from '@test/support/controls.ts';
import { loaded, rowOf, rows } from '@test/support/table.ts';
import { renderWorkbenchPage, switchAccount, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getProject,
  listProjectCertificates,
  pageProjectContractPayments,
  pageProjects,
  pagePurchaserProjectContracts,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as BiddingBond } from '@/routes/_workbench/purchase/bidding-bond.tsx';
import { Route as BiddingCheck } from '@/routes/_workbench/purchase/bidding-check.tsx';
import { Route as BiddingContractInfo } from '@/routes/_workbench/purchase/bidding-contract-info.tsx';

withSignedIn('xiangmu01');

describe('竞价审核', () => {
  it('has the approver approve a project in its flow’s form, after a rejection without a reason was refused', async () => {
    const [waiting] = (await pageProjects({ query: { current: 1, size: 1, projectType: 1, status: 1 } })).records;
    if (!waiting) throw new Error('no bidding project waiting for approval');
    await switchAccount('shenpi01');
    await renderWorkbenchPage('/purchase/bidding-check', BiddingCheck);
    await userEvent.click(
      within(await rowOf('待审核竞价项目', waiting.projectNo)).getByRole('button', { name: '审批' }),
    );
    const form = await screen.findByRole('dialog', { name: /^办理任务：/ }, loaded);
    expect(await within(form).findByRole('region', { name: '审批记录' }, loaded)).toBeTruthy();
    await chooseOption(within(form).getByRole('combobox', { name: '审批' }), '不同意');
    await userEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(form).findByText('驳回时请填写审批意见')).toBeTruthy();

    await chooseOption(within(form).getByRole('combobox', { name: '审批' }), '同意');
    await userEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已同意')).toBeTruthy();
    // Approved, the project is published and leaves the queue.
    await waitFor(() =>
      expect(rows('待审核竞价项目').some((row) => row.textContent?.includes(waiting.projectNo))).toBe(false),
    );
    await switchAccount('xiangmu01');
    expect((await getProject({ path: { id: waiting.id } })).status).toBe(3);
  });
});

describe('竞价保证金审核', () => {
  it('refuses a registration only with a reason, and passing it confirms the deposit', async () => {
    const [voucher] = (
      await listProjectCertificates({
        query: { current: 1, size: 1, projectType: 1, depositStatus: 2, auditStatus: 0 },
      })
    ).records;
    if (!voucher) throw new Error('no deposit voucher waiting for review');
    await renderWorkbenchPage('/purchase/bidding-bond', BiddingBond, { projectName: voucher.projectName });
    await userEvent.click(
      within(await rowOf('竞价保证金审核', voucher.supplierName)).getByRole('button', { name: '审核' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `审核报名：${voucher.supplierName}` });
    expect(within(dialog).getByRole('region', { name: '报名信息' }).textContent).toContain(voucher.projectName);
    await chooseOption(within(dialog).getByRole('combobox', { name: /审核结果/ }), '审核驳回');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('驳回报名时请填写审核意见')).toBeTruthy();

    await chooseOption(within(dialog).getByRole('combobox', { name: /审核结果/ }), '审核通过');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('报名已审核通过')).toBeTruthy();
    const [reviewed] = (
      await listProjectCertificates({ query: { current: 1, size: 100, projectId: voucher.projectId } })
    ).records.filter((row) => row.id === voucher.id);
    expect(reviewed).toMatchObject({ auditStatus: 1, depositStatus: 3 });
  });
});

describe('竞价合同详情', () => {
  it('asks finance to pay a contract both sides signed, and lists the payment under the contract', async () => {
    const contracts = await pagePurchaserProjectContracts({
      query: { current: 1, size: 100, projectType: 1, status: 2 },
    });
    const payments = await pageProjectContractPayments({
      query: { current: 1, size: 100, projectType: 1, payStatus: 0 },
    });
    const waitingFor = (id: string) =>
      payments.records.filter((payment) => payment.contractId === id).reduce((sum, payment) => sum + payment.amount, 0);
    const contract = contracts.records.find(
      (row) => row.contractAmount - (row.paidAmount ?? 0) - waitingFor(row.id) >= 0.01,
    );
    if (!contract) throw new Error('no countersigned bidding contract with something left to ask for');
    await renderWorkbenchPage('/purchase/bidding-contract-info', BiddingContractInfo, { id: contract.id });
    const info = await screen.findByRole('region', { name: '合同信息' }, loaded);
    expect(info.textContent).toContain(contract.supplierName);
    await userEvent.click(within(info).getByRole('button', { name: '申请付款' }));
    const dialog = await screen.findByRole('dialog', { name: `申请付款：${contract.contractNo}` });
    const amount = within(dialog).getByRole('spinbutton', { name: '付款金额（元）' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.01');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('付款申请已提交，等待财务确认')).toBeTruthy();
    await waitFor(() => expect(rows('付款记录').some((row) => /0\.01.*待确认/.test(row.textContent ?? ''))).toBe(true));
  });
});
