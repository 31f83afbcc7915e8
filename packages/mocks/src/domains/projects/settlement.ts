// After the contract: the purchasing organisation reads its project contracts, countersigns the one its winning
// supplier signed, and asks its finance to pay it; finance confirms a payment with the bank transaction number (the
// contract's paid amount grows, and paid in full it is 已付款) or rejects it with a reason. The payments are the
// project's payment log (合同付款), which the supplier reads too. A sourcing order's contract goes the same way: it is
// answered as a project contract of projectType 4 (寻源), its inquiry the project.

import { contractStatusLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { currentUser } from '../accounts/session.ts';
import { visiblePayments } from './certificates.ts';
import { type ContractQuery, contractMatches } from './picketage.ts';
import { buyerOf } from './shared.ts';
import { orderGoods } from './sourcing-manage.ts';

type Contract = Entity<'ProjectContract'>;
type PaymentLog = Entity<'PaymentLog'>;
type SourcingContract = Entity<'SourcingContract'>;

/** A sourcing contract in the shape of a project contract: its inquiry is the project, its order the order. */
function fromSourcing(contract: SourcingContract): Contract {
  const order = t.sourcingOrders.require(contract.sourcingOrderId, '寻源订单');
  const { sourcingId: _sourcing, sourcingOrderId: _order, ...fields } = contract;
  return {
    ...fields,
    projectId: order.sourcingId,
    projectName: order.sourcingName,
    projectType: 4,
    orderId: order.id,
    purchaserOrgId: order.purchaserOrgId,
    purchaserOrgName: order.purchaserOrgName,
  };
}

const allContracts = () => [...t.contracts.all(), ...t.sourcingContracts.all().map(fromSourcing)];

/** A project or sourcing contract by id. */
function contractOf(id: string): Contract {
  const sourcing = t.sourcingContracts.get(id);
  return sourcing ? fromSourcing(sourcing) : t.contracts.require(id, '合同');
}

/** Writes a change of state to the contract's own table; a sourcing contract's order follows it once paid. */
async function updateContract(
  contract: Contract,
  changes: Pick<Partial<Contract>, 'status' | 'signTime' | 'countersignUserName'>,
) {
  if (contract.projectType !== 4) return void (await t.contracts.update(contract.id, changes));
  await t.sourcingContracts.update(contract.id, changes);
  if (changes.status === 3 && contract.orderId) await t.sourcingOrders.update(contract.orderId, { status: 3 });
}

/** The deal goods of a contract: its picketage's, or its sourcing order's lines. */
function goodsOf(contract: Contract): Entity<'DealGoods'>[] {
  if (contract.projectType === 4 && contract.orderId)
    return orderGoods(t.sourcingOrders.require(contract.orderId, '寻源订单')).map(
      ({ sourcingId, sourcingOrderId: _order, commodityId, ...line }) => ({
        ...line,
        projectId: sourcingId,
        projectGoodsId: commodityId,
      }),
    );
  const picketage = contract.picketageId ? t.picketages.get(contract.picketageId) : undefined;
  return picketage?.goods ?? [];
}

const paymentsOf = (contractId: string) =>
  t.paymentLogs.all().filter((log) => log.payType === 3 && log.contractId === contractId);

/** A contract as answered: what finance has confirmed of it so far. */
const withPaid = (contract: Contract): Contract => ({
  ...contract,
  paidAmount: twoDecimals(
    paymentsOf(contract.id)
      .filter((log) => log.payStatus === 1)
      .reduce((sum, log) => sum + log.amount, 0),
  ),
});

/** What is left to ask for: neither paid nor waiting for finance. */
const unpaid = (contract: Contract) =>
  twoDecimals(
    contract.contractAmount -
      paymentsOf(contract.id)
        .filter((log) => log.payStatus !== 2)
        .reduce((sum, log) => sum + log.amount, 0),
  );

/** A contract of the caller's purchasing organisation (any, for the administrator). */
function ownContract(session: TokenClaims | null, id: string) {
  const buyer = buyerOf(session);
  const contract = contractOf(id);
  if (!buyer.admin && contract.purchaserOrgId !== buyer.orgId) fail('无权操作其他单位的合同', 403);
  return { buyer, contract };
}

/** The administrator's contracts of one mode, every unit's, with what has been paid on each. */
function adminContracts(projectType: Contract['projectType'], q: ContractQuery & { current?: number; size?: number }) {
  const rows = allContracts().filter((row) => row.projectType === projectType && contractMatches(row, q));
  const page = paginate(newestFirst(rows, 'createTime'), q);
  return { ...page, records: page.records.map(withPaid) };
}

export const settlementHandlers = defineHandlers({
  pageBiddingAdminContracts: ({ input }) => adminContracts(1, input.query ?? {}),
  pageBackhandAdminContracts: ({ input }) => adminContracts(2, input.query ?? {}),
  pageAuctionAdminContracts: ({ input }) => adminContracts(3, input.query ?? {}),
  pageSourcingAdminContracts: ({ input }) => adminContracts(4, input.query ?? {}),
  pagePurchaserProjectContracts: ({ input, session }) => {
    const buyer = buyerOf(session);
    const q = input.query ?? {};
    const rows = allContracts().filter(
      (row) =>
        (buyer.admin || row.purchaserOrgId === buyer.orgId) &&
        equals(row.projectType, q.projectType) &&
        equals(row.status, q.status) &&
        contains(row.projectName, q.projectName) &&
        contains(row.contractNo, q.contractNo),
    );
    const page = paginate(newestFirst(rows, 'createTime'), q);
    return { ...page, records: page.records.map(withPaid) };
  },
  getProjectContract: ({ input, session }) => {
    const user = currentUser(session);
    const contract = user.userType === 0 ? ownContract(session, input.path.id).contract : contractOf(input.path.id);
    if (user.userType !== 0 && contract.supplierId !== user.orgId) fail('无权查看其他供应商的合同', 403);
    return { ...withPaid(contract), goods: goodsOf(contract) };
  },
  countersignProjectContract: async ({ input, session }) => {
    const { buyer, contract } = ownContract(session, input.path.id);
    if (contract.status === 0) fail('供应商尚未签订该合同，不能会签');
    if (contract.status !== 1) fail(`合同${contractStatusLabels[contract.status]}，不能重复会签`);
    await updateContract(contract, { status: 2, signTime: now(), countersignUserName: buyer.user.fullName });
    return true;
  },
  applyProjectContractPayment: async ({ input, session }) => {
    const { contractId, amount, remark } = input.body;
    const { buyer, contract } = ownContract(session, contractId);
    if (contract.status !== 2) fail(`合同当前为“${contractStatusLabels[contract.status]}”，双方签订后才能申请付款`);
    const left = unpaid(contract);
    if (left <= 0) fail('该合同已无待付金额（已付清或付款待确认）');
    if (amount > left) fail(`付款金额超过合同未付金额（最多¥${left.toFixed(2)}）`);
    return t.paymentLogs.insert({
      id: newId(),
      projectId: contract.projectId,
      projectName: contract.projectName,
      projectType: contract.projectType,
      contractId: contract.id,
      contractNo: contract.contractNo,
      supplierId: contract.supplierId,
      supplierName: contract.supplierName,
      payType: 3,
      amount,
      payStatus: 0,
      applicantName: buyer.user.fullName,
      ...(remark ? { remark } : {}),
      createTime: now(),
    });
  },
  pageProjectContractPayments: ({ input, session }) => {
    const q = input.query ?? {};
    const visible = visiblePayments(session);
    const rows = t.paymentLogs
      .all()
      .filter(
        (log: PaymentLog) =>
          log.payType === 3 &&
          visible(log) &&
          equals(log.projectType, q.projectType) &&
          equals(log.contractId, q.contractId) &&
          equals(log.payStatus, q.payStatus),
      );
    return paginate(newestFirst(rows, 'createTime'), q);
  },
  confirmProjectContractPayment: async ({ input, session }) => {
    const { id, result, tradeNo, rejectReason } = input.body;
    const log = t.paymentLogs.require(id, '付款记录');
    if (log.payType !== 3 || !log.contractId) fail('该记录不是合同付款');
    const { contract } = ownContract(session, log.contractId);
    if (log.payStatus !== 0) fail('该付款已处理，不能重复处理');
    if (result === 1 && !tradeNo?.trim()) fail('确认付款时请填写交易流水号');
    if (result === 2 && !rejectReason?.trim()) fail('驳回付款时请填写驳回原因');
    await t.paymentLogs.update(log.id, {
      payStatus: result === 1 ? 1 : 2,
      ...(result === 1 ? { tradeNo: tradeNo?.trim(), payTime: now() } : { rejectReason: rejectReason?.trim() }),
    });
    if (result === 1 && withPaid(contract).paidAmount === contract.contractAmount)
      await updateContract(contract, { status: 3 });
    return true;
  },
});
