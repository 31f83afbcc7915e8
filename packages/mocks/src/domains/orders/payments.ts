// Contract payments: a buyer asks for a payment of a contract signed by both sides, the organisation's finance confirms
// it with the bank transaction number (and the contract's paid amount grows, as its supplier sees) or rejects it.
import { contractPaymentStatusLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, paginate } from '../../engine/paging.ts';
import { daysFromSeedDay, formatDateTime, newId, now, seedId } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { sees, viewerOf } from './scope.ts';

type Contract = Entity<'OrderContract'>;

/** A contract as it is answered: unpaid until finance confirms a payment of it. */
export const withPayment = (contract: Contract): Contract => ({
  ...contract,
  paidAmount: contract.paidAmount ?? 0,
  payStatus: contract.payStatus ?? 0,
});

/** What is left to ask for: neither paid nor waiting for finance. */
function unpaid(contract: Contract) {
  const waiting = t.contractPayments
    .all()
    .filter((row) => row.contractId === contract.id && row.status === 0)
    .reduce((sum, row) => sum + row.amount, 0);
  return twoDecimals(contract.amount - (contract.paidAmount ?? 0) - waiting);
}

export const paymentHandlers = defineHandlers({
  purchaserOrderContractPage: (context) => {
    const viewer = viewerOf(context);
    const query = queryOf(context);
    const rows = t.contracts
      .all()
      .map(withPayment)
      .filter(
        (row) =>
          sees(viewer, row) &&
          contains(row.contractNo, query.contractNo) &&
          contains(row.orderNo, query.orderNo) &&
          equals(row.signStatus, query.signStatus) &&
          equals(row.payStatus, query.payStatus),
      )
      .sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)));
    return paginate(rows, query);
  },

  applyContractPayment: async (context) => {
    const viewer = viewerOf(context);
    const { contractId, amount, payMethod, remark } = context.input.body;
    const contract = t.contracts.require(contractId, '合同');
    if (viewer.kind !== 'purchaser' || contract.purchaserId !== viewer.user.orgId)
      fail('只能申请本单位合同的付款', 403);
    if (contract.signStatus !== 2) fail('合同双方签署后才能申请付款');
    const left = unpaid(contract);
    if (left <= 0) fail('该合同已无待付金额（已付清或付款待确认）');
    if (amount > left) fail(`付款金额超过合同未付金额（最多¥${left.toFixed(2)}）`);
    const id = newId();
    return t.contractPayments.insert({
      id,
      paymentNo: `FK${now().slice(0, 10).replaceAll('-', '')}${id.slice(-6)}`,
      contractId: contract.id,
      contractNo: contract.contractNo,
      contractName: contract.contractName,
      orderId: contract.orderId,
      ...(contract.orderNo && { orderNo: contract.orderNo }),
      purchaserId: contract.purchaserId,
      purchaserName: contract.purchaserName,
      supplierId: contract.supplierId,
      supplierName: contract.supplierName,
      amount: twoDecimals(amount),
      payMethod,
      status: 0,
      applicantName: viewer.user.fullName,
      applyTime: now(),
      ...(remark && { remark }),
    });
  },

  pageContractPayments: (context) => {
    const viewer = viewerOf(context);
    const query = queryOf(context);
    const rows = t.contractPayments
      .all()
      .filter(
        (row) =>
          sees(viewer, row) &&
          contains(row.paymentNo, query.paymentNo) &&
          contains(row.contractNo, query.contractNo) &&
          equals(row.status, query.status),
      )
      .sort((a, b) => b.applyTime.localeCompare(a.applyTime));
    return paginate(rows, query);
  },

  confirmContractPayment: async (context) => {
    const viewer = viewerOf(context);
    const { id, result, tradeNo, rejectReason } = context.input.body;
    const payment = t.contractPayments.require(id, '付款记录');
    if (!sees(viewer, payment) || viewer.kind === 'supplier') fail('只能确认本单位的付款', 403);
    if (payment.status !== 0)
      fail(`付款${payment.paymentNo}当前为“${contractPaymentStatusLabels[payment.status]}”状态，不能再确认或驳回`);
    if (result === 1 && !tradeNo?.trim()) fail('确认付款请填写交易流水号');
    if (result === 2 && !rejectReason?.trim()) fail('驳回付款请填写驳回原因');
    const decided = { confirmerName: viewer.user.fullName, confirmTime: now() };
    if (result === 2) {
      await t.contractPayments.update(payment.id, { ...decided, status: 2, rejectReason: rejectReason?.trim() });
      return true;
    }
    const contract = t.contracts.require(payment.contractId, '合同');
    const paidAmount = twoDecimals((contract.paidAmount ?? 0) + payment.amount);
    await t.contractPayments.update(payment.id, { ...decided, status: 1, tradeNo: tradeNo?.trim() });
    await t.contracts.update(contract.id, { paidAmount, payStatus: paidAmount >= contract.amount ? 2 : 1 });
    return true;
  },
});

/**
 * Payments of the contracts signed by both sides: one confirmed (part paid), one waiting for finance, one rejected,
 * and every other contract unpaid.
 */
export async function seedContractPayments() {
  const signed = t.contracts.all().filter((row) => row.signStatus === 2);
  for (const contract of t.contracts.all()) await t.contracts.update(contract.id, { paidAmount: 0, payStatus: 0 });
  const day = (n: number, hour: number) => {
    const date = daysFromSeedDay(n - 20);
    date.setHours(hour, 0, 0);
    return formatDateTime(date);
  };
  for (const [i, contract] of signed.slice(0, 12).entries()) {
    const status = (i % 3) as 0 | 1 | 2;
    const amount = twoDecimals(contract.amount / 2);
    const id = seedId(t.contractPayments);
    t.contractPayments.insert({
      id,
      paymentNo: `FK${day(1 + i, 9)
        .slice(0, 10)
        .replaceAll('-', '')}${id.slice(-6)}`,
      contractId: contract.id,
      contractNo: contract.contractNo,
      contractName: contract.contractName,
      orderId: contract.orderId,
      ...(contract.orderNo && { orderNo: contract.orderNo }),
      purchaserId: contract.purchaserId,
      purchaserName: contract.purchaserName,
      supplierId: contract.supplierId,
      supplierName: contract.supplierName,
      amount,
      payMethod: i % 4 === 3 ? 2 : 1,
      status,
      applicantName: '王采购',
      applyTime: day(1 + i, 9),
      remark: '首付款，按合同约定支付50%',
      ...(status !== 0 && { confirmerName: '钱财务', confirmTime: day(2 + i, 15) }),
      ...(status === 1 && { tradeNo: `20261102${String(i + 1).padStart(2, '0')}001456781203` }),
      ...(status === 2 && { rejectReason: '付款金额与发票金额不符，请核对后重新申请' }),
    });
    if (status === 1) await t.contracts.update(contract.id, { paidAmount: amount, payStatus: 1 });
  }
}
