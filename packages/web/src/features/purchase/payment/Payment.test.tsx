// Contracts and payments: the buyer asks for a payment of a signed contract, finance confirms it with the bank's
// transaction number, and the supplier's contract shows what was paid.

import { renderWorkbenchPage, switchAccount, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  applyContractPayment,
  getSupplierOrderContractPage,
  pageContractPayments,
  purchaserOrderContractPage,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as PurchaserContract } from '@/routes/_workbench/purchase/purchaser-contract.tsx';
import { Route as PaymentLog } from '@/routes/_workbench/purchase/purchaser-payment.tsx';
import { Route as PaymentConfirm } from '@/routes/_workbench/purchase/purchaser-payment-confirm.tsx';

withSignedIn('caigou01');

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const rowWith = (name: string, text: string) => {
  const row = rowsOf(name).find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

/** A contract of the signed-in buyer's organisation signed by both sides, with no payment asked for yet. */
async function contractWithoutPayments(which: (contractNo: string) => boolean = () => true) {
  const page = await purchaserOrderContractPage({ query: { pageNum: 1, pageSize: 100, signStatus: 2, payStatus: 0 } });
  const payments = await pageContractPayments({ query: { pageNum: 1, pageSize: 100 } });
  const contract = page.records.find(
    (row) => which(row.contractNo) && !payments.records.some((payment) => payment.contractId === row.id),
  );
  if (!contract) throw new Error('no signed contract without payments');
  return contract;
}

/** Half of an amount, to the cent: within what is left of a contract whatever its seeded amount. */
const halfOf = (amount: number) => Math.floor(amount * 50) / 100;

describe('采购合同', () => {
  it('asks for a payment of a signed contract within what is left unpaid', async () => {
    const contract = await contractWithoutPayments();
    await renderWorkbenchPage('/purchase/purchaser-contract', PurchaserContract, { contractNo: contract.contractNo });
    await waitFor(() => expect(rowWith('采购合同', contract.contractNo)).toBeTruthy());
    await userEvent.click(within(rowWith('采购合同', contract.contractNo)).getByRole('button', { name: '申请付款' }));
    const dialog = await screen.findByRole('dialog', { name: `申请付款：${contract.contractNo}` });
    const amount = within(dialog).getByRole('spinbutton', { name: '付款金额（元）' });
    await userEvent.clear(amount);
    await userEvent.type(amount, String(contract.amount + 1));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(/付款金额超过合同未付金额/)).toBeTruthy();
    const half = halfOf(contract.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, String(half));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('付款申请已提交，等待财务确认')).toBeTruthy();
    const mine = await pageContractPayments({ query: { pageNum: 1, pageSize: 10, contractNo: contract.contractNo } });
    expect(mine.records[0]).toMatchObject({ amount: half, status: 0, applicantName: '王采购' });
  });

  it('shows the buyer the payments waiting for finance without the buttons to decide them', async () => {
    await renderWorkbenchPage('/purchase/purchaser-payment-confirm', PaymentConfirm);
    await waitFor(() => expect(rowsOf('待确认付款').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: '确认付款' })).toBeNull();
  });
});

describe('付款确认', () => {
  it('has finance confirm a payment with the transaction number, and the supplier sees it paid', async () => {
    // The buyer asks for a payment of a contract with gys01, so that finance has one to confirm.
    await switchAccount('gys01');
    const withGys01 = await getSupplierOrderContractPage({ query: { pageNum: 1, pageSize: 100, signStatus: 2 } });
    await switchAccount('caigou01');
    const contract = await contractWithoutPayments((contractNo) =>
      withGys01.records.some((row) => row.contractNo === contractNo),
    );
    const waiting = await applyContractPayment({
      body: { contractId: contract.id, amount: halfOf(contract.amount), payMethod: 1 },
    });
    await switchAccount('caiwu01');
    await renderWorkbenchPage('/purchase/purchaser-payment-confirm', PaymentConfirm, {
      paymentNo: waiting.paymentNo,
    });
    await waitFor(() => expect(rowWith('待确认付款', waiting.paymentNo)).toBeTruthy());
    await userEvent.click(within(rowWith('待确认付款', waiting.paymentNo)).getByRole('button', { name: '确认付款' }));
    const dialog = await screen.findByRole('dialog', { name: `确认付款：${waiting.paymentNo}` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写交易流水号')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '交易流水号' }), '2026111822001456789012');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已确认付款，供应商可在合同中看到已付金额')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(waiting.paymentNo)).toBeNull());

    await switchAccount('gys01');
    const contracts = await getSupplierOrderContractPage({
      query: { pageNum: 1, pageSize: 10, contractNo: waiting.contractNo },
    });
    // Nothing was paid of the contract before: now the payment's half of it.
    expect(contracts.records[0]).toMatchObject({ paidAmount: waiting.amount, payStatus: 1 });
    const paid = await pageContractPayments({ query: { pageNum: 1, pageSize: 10, paymentNo: waiting.paymentNo } });
    expect(paid.records[0]).toMatchObject({ status: 1, tradeNo: '2026111822001456789012', confirmerName: '钱财务' });
  });

  it('lists every payment with finance’s decision on the payment log', async () => {
    await renderWorkbenchPage('/purchase/purchaser-payment', PaymentLog);
    await waitFor(() => expect(rowsOf('付款记录').length).toBeGreaterThan(2));
    expect(screen.getAllByText('已驳回').length).toBeGreaterThan(0);
  });
});
