// Realistic requests of the orders domain for the contract suite: rows picked from the live store at call time, so
// that each operation finds a row in the right state even after earlier operations changed others.

import type { Entity } from '../../engine/entities.ts';
import { newId, now } from '../../engine/random.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { planTables } from '../../tables/welfare.ts';
import { defineContractRequests } from '../accounts/contract-requests.ts';
import { seededOrgs } from '../accounts/seed.ts';
import { instanceOf, openStepOf } from '../workflow/instances.ts';
import { reconcilable } from './reconciliation.ts';
import { linesOf } from './scope.ts';

const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';
const caigou01 = () => userId('caigou01');

/** An order of gys01's organisation bought by caigou01, in the given state. */
export function seededOrder(status: number, test: (order: Entity<'Order'>) => boolean = () => true) {
  const order = t.orders
    .all()
    .find(
      (row) =>
        row.status === status && row.supplierId === seededOrgs.supplier && row.buyerId === caigou01() && test(row),
    );
  if (!order) throw new Error(`No seeded order in state ${status}`);
  return order;
}
/** A failed hand-over no one has dealt with yet. */
const openInterfaceErr = () => t.interfaceErrs.all().find((row) => row.flag === 0)?.id ?? '';
const orderId = (status: number, test?: (order: Entity<'Order'>) => boolean) => seededOrder(status, test).id;
const defaultAddress = () =>
  t.addresses.all().find((row) => row.userId === caigou01() && row.isDefault === 1)?.id ?? '';
const receiptOf = (user: string) => t.receipts.all().find((row) => row.userId === user)?.id ?? '';
/** An on-shelf goods item with stock to order from (spread over the catalogue's suppliers). */
const goods = (index: number) =>
  catalogueTables.goods.all().filter((row) => row.goodsState === 1 && row.stock >= 10)[index * 101]?.id ?? '';
/** An after-sale case in the given state: of gys01's organisation, and bought by caigou01 when `mine`. */
const pending = (status: number, who: 'supplier' | 'purchaser' | 'any') =>
  t.afterSales.all().find((row) => {
    const order = t.orders.get(row.orderId);
    if (row.status !== status || !order) return false;
    if (who === 'supplier') return order.supplierId === seededOrgs.supplier;
    return who === 'any' || order.buyerId === caigou01();
  })?.id ?? '';
const demandIds = (status: number) =>
  t.demands
    .all()
    .filter((row) => row.status === status)
    .slice(0, 2)
    .map((row) => row.id);

const throwaway = {
  address: async () =>
    (
      await t.addresses.insert({
        id: newId(),
        userId: caigou01(),
        consignee: '王采购',
        phone: '13912345678',
        provinceCode: '370000',
        provinceName: '山东省',
        cityCode: '370100',
        cityName: '济南市',
        districtCode: '370102',
        districtName: '历下区',
        detailAddress: '经十路100号临时库房',
        isDefault: 0,
        createTime: now(),
      })
    ).id,
  receipt: async (table: typeof t.receipts) =>
    (
      await table.insert({
        id: newId(),
        userId: caigou01(),
        receiptType: 1,
        titleType: 2,
        receiptTitle: '王采购',
        isDefault: 0,
        createTime: now(),
      })
    ).id,
};

const receiptForm = {
  receiptType: 1 as const,
  titleType: 1 as const,
  receiptTitle: '华北能源集团物资有限公司',
  taxNo: '91370000MA3C8K2X1P',
  receiverName: '王采购',
  receiverPhone: '13912345678',
  email: 'caigou01@example.com',
};
const range = { orderStartTime: '2026-01-01 00:00:00', orderEndTime: '2026-06-30 23:59:59' };

export const orderContractRequests = defineContractRequests({
  getOrder: { input: () => ({ path: { id: orderId(5) } }) },
  orderBatchGoodsShelf: { input: () => ({ body: { orderIds: [orderId(6)] } }) },
  cancelConfirmOrder: {
    as: 'purchaser',
    input: () => ({ path: { id: orderId(2) }, body: { reason: '采购计划调整' } }),
  },
  startPurchaseProcess: {
    as: 'purchaser',
    input: () => {
      const draft = planTables.plans.all().find((row) => row.status === 0 && row.purchaserId === seededOrgs.purchaser);
      return { body: { businessId: draft?.id ?? '', businessType: 2 as const, approverIds: [userId('shenpi01')] } };
    },
  },
  listOrdersToCheck: { as: 'approver', input: () => ({ query: { pageNum: 1, pageSize: 10 } }) },
  // An order whose open step is still shenpi01's (earlier requests may have moved others on to finance).
  checkOrder: {
    as: 'approver',
    input: () => ({
      body: {
        ids: [orderId(0, (order) => openStepOf(instanceOf(2, order.id), userId('shenpi01')) !== undefined)],
        result: 1,
        opinion: '同意',
      },
    }),
  },
  createOrderContract: {
    input: () => ({
      body: {
        orderId: orderId(3, (o) => !t.contracts.all().some((c) => c.orderId === o.id)),
        contractName: '办公用品采购合同',
      },
    }),
  },
  getOrderInfoById: { input: () => ({ path: { id: orderId(6) } }) },
  getOrderPrintInfo: { input: () => ({ path: { id: orderId(7) } }) },
  orderGoodsShelf: { input: () => ({ body: { orderId: orderId(7) } }) },
  deleteOrderById: { input: () => ({ path: { id: orderId(8) } }) },
  orderReceiptOrDeliver: {
    as: 'supplier',
    input: () => ({
      body: { orderId: orderId(3), type: 1, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890123' },
    }),
  },
  orderSplit: {
    as: 'purchaser',
    input: () => ({
      body: {
        items: [
          { goodsId: goods(0), buyNum: 2 },
          { goodsId: goods(1), buyNum: 5 },
        ],
        deliveryAddressId: defaultAddress(),
      },
    }),
  },
  queryHistoryOrderDetail: { input: () => ({ query: { id: orderId(7) } }) },
  queryOnlineOrderDetail: { input: () => ({ query: { id: orderId(5) } }) },
  returnOrder: { as: 'supplier', input: () => ({ path: { id: orderId(3) }, body: { reason: '商品暂时缺货' } }) },
  saveDemandOrder: {
    as: 'purchaser',
    input: () => ({ body: { items: [{ goodsId: goods(2), buyNum: 1 }], deliveryAddressId: defaultAddress() } }),
  },
  supplierGetOrderById: { as: 'supplier', input: () => ({ path: { id: orderId(4) } }) },
  syncSupplierOrder: {
    as: 'ecommerceSupplier',
    input: () => ({ path: { id: t.orders.all().find((o) => o.thirdOrderNo)?.id ?? '' } }),
  },
  uploadOrderInvoice: {
    as: 'supplier',
    input: () => ({
      body: {
        orderId: orderId(6),
        invoiceNo: '04471234',
        invoiceAmount: 1299.5,
        invoiceType: 1,
        file: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], '发票.pdf', { type: 'application/pdf' }),
      } as never,
    }),
  },
  updateOrderStatus: { input: () => ({ body: { orderId: orderId(5), status: 6, remark: '已签收' } }) },
  submitOrderApproveGoods: {
    as: 'purchaser',
    input: () => ({ body: { items: [{ goodsId: goods(3), buyNum: 1 }], reason: '超出个人采购限额' } }),
  },
  savePreDemandOrder: {
    as: 'purchaser',
    input: () => ({ body: { items: [{ goodsId: goods(4), buyNum: 3 }], demandName: '十二月办公用品预需求' } }),
  },
  getBuyNumDetailsByOrderId: {
    input: () => ({ path: { orderId: t.buyNumDetails.all()[0]?.orderId ?? '' } }),
  },
  saveOrderBuyNum: {
    as: 'purchaser',
    input: () => {
      const order = seededOrder(2, (o) => !t.buyNumDetails.all().some((row) => row.orderId === o.id));
      const line = linesOf(order.id)[0];
      return {
        body: {
          orderId: order.id,
          items: [{ orderDetailId: line?.id ?? '', changeNum: (line?.buyNum ?? 1) + 1 }],
          reason: '现场用量增加',
        },
      };
    },
  },
  supplierHandleBuyNum: {
    as: 'supplier',
    input: () => {
      const request = t.buyNumDetails.all().find((row) => {
        const order = t.orders.get(row.orderId);
        return row.handleStatus === 0 && order?.supplierId === seededOrgs.supplier && [0, 2, 3].includes(order.status);
      });
      return { body: { ids: [request?.id ?? ''], handleStatus: 1, handleRemark: '同意变更' } };
    },
  },
  getAuctionOrderDetailsByOrderId: { input: () => ({ path: { orderId: orderId(7) } }) },
  getOrderDetailByDetailId: { input: () => ({ path: { id: linesOf(orderId(5))[0]?.id ?? '' } }) },
  getOrderDetailsByOrderId: { input: () => ({ path: { orderId: orderId(5) } }) },
  updateOrderInterfaceErrFlag: { input: () => ({ query: { id: openInterfaceErr(), flag: 1 } }) },
  retryOrderInterfaceErr: { input: () => ({ path: { id: openInterfaceErr() } }) },
  getOrderItemSnapshots: { input: () => ({ query: { orderDetailIds: [linesOf(orderId(6))[0]?.id ?? ''] } }) },
  getOrderLogistics: { input: () => ({ path: { id: t.logistics.all()[0]?.id ?? '' } }) },
  vapiApplyInvoicing: {
    input: () => {
      const order = seededOrder(6, (o) => o.invoiceStatus === 0);
      return { body: { orderIds: [order.id], receiptId: receiptOf(order.buyerId ?? '') } };
    },
  },
  vapiGetOrderReceipt: { input: () => ({ path: { orderId: orderId(7) } }) },
  vapiUpdateReceivingStatus: { input: () => ({ body: { orderId: orderId(5), receivingStatus: 2 } }) },

  // reconciliation
  checkReconciliation: {
    input: () => ({ body: { batchNo: t.batches.all().find((row) => row.batch.status === 0)?.id ?? '' } }),
  },
  createReconciliation: { input: () => ({ query: { supplierId: seededOrgs.ecommerceSupplier, ...range } }) },
  signReconciliationNoCheck: {
    input: () => ({
      body: { ids: [t.records.all().find((row) => row.signStatus === 0)?.id ?? ''], remark: '金额一致' },
    }),
  },
  reconciliationSupplierSync: { as: 'ecommerceSupplier', input: () => ({ query: range }) },
  reconciliationCenterSync: { input: () => ({ body: { supplierId: seededOrgs.localSupplier, ...range } }) },
  createAccount: {
    as: 'supplier',
    input: () => ({
      body: {
        accountName: '十一月对账单',
        purchaserId: seededOrgs.purchaser,
        orderIds: t.orders
          .all()
          .filter((o) => o.supplierId === seededOrgs.supplier && reconcilable(o))
          .slice(0, 2)
          .map((o) => o.id),
      },
    }),
  },
  editAccount: {
    as: 'supplier',
    input: () => {
      const account = t.accounts.all().find((row) => row.supplierId === seededOrgs.supplier && row.status === 0);
      const orderIds = t.accountOrders
        .all()
        .filter((link) => link.accountId === account?.id)
        .map((link) => link.id);
      return { body: { id: account?.id ?? '', orderIds, accountName: '对账单（已调整）' } };
    },
  },
  createAdminAccount: {
    input: () => {
      const [first, ...rest] = t.orders.all().filter(reconcilable);
      const orderIds = [
        first,
        ...rest.filter((o) => o.supplierId === first?.supplierId && o.purchaserId === first?.purchaserId),
      ]
        .slice(0, 2)
        .map((o) => o?.id ?? '');
      return { body: { side: 2, orderIds, remark: '平台代管结算' } };
    },
  },
  postPaperInvoice: {
    input: () => ({
      body: {
        id: t.paperInvoices.all().find((row) => row.status === 0)?.id ?? '',
        expressCompany: '顺丰速运',
        expressNo: 'SF1234567890123',
      },
    }),
  },
  signPaperInvoice: {
    input: () => ({
      body: { id: t.paperInvoices.all().find((row) => row.status === 1)?.id ?? '', signUserName: '李采购' },
    }),
  },
  pageSettlementAccounts: { input: () => ({ query: { side: 2 } }) },
  updateSettlementAccount: {
    input: () => ({
      body: {
        orgId: seededOrgs.supplier,
        side: 1,
        bankName: '中国工商银行济南历下支行',
        bankAccountName: '北京晨曦办公用品有限公司',
        bankAccount: '6222021602001234567',
        settleCycle: 2,
        accountDays: 45,
      },
    }),
  },
  pageAdminAccounts: { input: () => ({ query: { side: 1 } }) },
  sumAdminAccounts: { input: () => ({ query: { side: 2 } }) },
  exportAdminAccounts: { input: () => ({ query: { side: 3 } }) },
  getAccountDetailById: { input: () => ({ path: { id: t.accounts.all()[0]?.id ?? '' } }) },
  updateAccountStatus: {
    as: 'finance',
    input: () => ({
      body: {
        id: t.accounts.all().find((row) => row.status === 0)?.id ?? '',
        status: 1,
        remark: '核对无误',
      },
    }),
  },

  // addresses and invoice titles
  deleteDeliveryAddress: { as: 'purchaser', input: async () => ({ path: { id: await throwaway.address() } }) },
  updateDefaultAddress: { as: 'purchaser', input: async () => ({ path: { id: await throwaway.address() }, body: {} }) },
  queryAreaNameByCode: { input: () => ({ query: { code: '370102' } }) },
  saveOrUpdateDeliveryAddress: {
    as: 'purchaser',
    input: () => ({
      body: {
        consignee: '王采购',
        phone: '13912345678',
        provinceCode: '370000',
        cityCode: '370100',
        districtCode: '370112',
        detailAddress: '工业北路88号物资库',
        postCode: '250100',
      },
    }),
  },
  queryJdAreaIdList: {
    input: () => ({ body: { provinceName: '山东省', cityName: '济南市', districtName: '历下区' } }),
  },
  deleteJdReceipt: { as: 'purchaser', input: async () => ({ path: { id: await throwaway.receipt(t.jdReceipts) } }) },
  deleteReceipt: { as: 'purchaser', input: async () => ({ path: { id: await throwaway.receipt(t.receipts) } }) },
  saveOrUpdateJdReceipt: { as: 'purchaser', input: () => ({ body: receiptForm }) },
  saveOrUpdateReceipt: { as: 'purchaser', input: () => ({ body: receiptForm }) },
  applyOrderInvoice: {
    as: 'purchaser',
    input: () => ({
      body: { orderIds: [orderId(6, (o) => o.invoiceStatus === 0)], receiptId: receiptOf(caigou01()) },
    }),
  },

  // after-sale
  getAfterSale: { input: () => ({ path: { id: t.afterSales.all()[0]?.id ?? '' } }) },
  getAfterSaleNumEnable: { input: () => ({ path: { orderId: orderId(6) } }) },
  saveAfterSale: {
    as: 'purchaser',
    input: () => {
      const order = seededOrder(7, (o) => !t.afterSales.all().some((row) => row.orderId === o.id));
      const line = linesOf(order.id)[0];
      return {
        body: {
          orderId: order.id,
          orderDetailId: line?.id ?? '',
          afterSaleNum: 1,
          afterSaleType: 1,
          reason: '商品质量问题',
          contactPhone: '13912345678',
        },
      };
    },
  },
  approveSupplierAfterSale: {
    as: 'supplier',
    input: () => ({
      body: { id: pending(0, 'supplier'), approvalResult: 1, returnAddress: '济南市历下区工业园区1号售后仓' },
    }),
  },
  updateSupplierAfterSale: {
    as: 'supplier',
    input: () => ({ body: { id: pending(3, 'supplier'), status: 5, supplierRemark: '已退款' } }),
  },
  updateCenterAfterSale: {
    input: () => ({ body: { id: pending(4, 'any'), status: 5, centerRemark: '平台核实后完成' } }),
  },
  updateAfterSaleInformation: {
    as: 'purchaser',
    input: () => ({
      body: { id: pending(1, 'purchaser'), returnLogisticsCompany: '顺丰速运', returnLogisticsNo: 'SF9876543210' },
    }),
  },
  cancelAfterSale: { as: 'purchaser', input: () => ({ path: { id: pending(0, 'purchaser') } }) },

  // contract payments
  purchaserOrderContractPage: { as: 'purchaser', input: () => ({ query: { pageNum: 1, pageSize: 10 } }) },
  pageContractPayments: { as: 'finance', input: () => ({ query: { pageNum: 1, pageSize: 10, status: 0 } }) },
  applyContractPayment: {
    as: 'purchaser',
    input: () => {
      const contract = t.contracts
        .all()
        .find(
          (row) =>
            row.signStatus === 2 &&
            row.purchaserId === seededOrgs.purchaser &&
            !t.contractPayments.all().some((payment) => payment.contractId === row.id),
        );
      return { body: { contractId: contract?.id ?? '', amount: 100, payMethod: 1, remark: '预付款' } };
    },
  },
  confirmContractPayment: {
    as: 'finance',
    input: () => ({
      body: {
        id: t.contractPayments.all().find((row) => row.status === 0)?.id ?? '',
        result: 1,
        tradeNo: '2026110522001456781299',
      },
    }),
  },

  // demand
  submitDemand: {
    as: 'purchaser',
    input: () => ({ body: { demandName: '信息中心耗材需求', items: [{ goodsId: goods(5), buyNum: 4 }] } }),
  },
  updateDemand: {
    as: 'purchaser',
    input: () => {
      const sentBack = t.demands.all().find((row) => row.status === 2 && row.applicantId === caigou01());
      return {
        body: {
          id: sentBack?.id ?? '',
          demandName: '信息中心耗材需求（补充型号）',
          items: [{ goodsId: goods(6), buyNum: 2 }],
        },
      };
    },
  },
  getCollectedDemandItems: { as: 'purchaser', input: () => ({ body: demandIds(0) }) },
  listCollectedDemandSuppliers: { as: 'purchaser', input: () => ({ body: demandIds(1) }) },
  backDemands: { as: 'purchaser', input: () => ({ body: { ids: demandIds(0).slice(0, 1), reason: '数量有误' } }) },
  splitDemandOrders: {
    as: 'purchaser',
    input: () => ({ body: { ids: demandIds(1).slice(0, 1), deliveryAddressId: defaultAddress() } }),
  },
  exportDemandByOrderId: { input: () => ({ path: { orderId: t.demands.all()[0]?.id ?? '' } }) },
});
