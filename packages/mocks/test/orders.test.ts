import {
  addCartGoods,
  addPurchasePlan,
  approveSupplierAfterSale,
  backDemands,
  batchQueryFreight,
  cancelConfirmOrder,
  checkOrder,
  checkPurchasePlan,
  createAccount,
  exportSupplierOrders,
  getAbleAccountPage,
  getOrder,
  getOrderInfoById,
  listCenterAfterSales,
  listDemands,
  listOrdersToCheck,
  orderReceiptOrDeliver,
  orderSplit,
  orderValidate,
  queryDeliveryAddress,
  returnOrder,
  saveAfterSale,
  saveOrderBuyNum,
  saveOrUpdateDeliveryAddress,
  submitDemand,
  supplierHandleBuyNum,
  supplierOrderList,
  updateAccountStatus,
  uploadOrderInvoice,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { seededOrgs } from '../src/domains/accounts/seed.ts';
import { unitPrice } from '../src/domains/catalogue/shared.ts';
import { seededOrder } from '../src/domains/orders/contract.ts';
import { reconcilable } from '../src/domains/orders/reconciliation.ts';
import { linesOf } from '../src/domains/orders/scope.ts';
import { accountTables } from '../src/tables/accounts.ts';
import { catalogueTables } from '../src/tables/catalogue.ts';
import { orderTables as t } from '../src/tables/orders.ts';
import { platformTables } from '../src/tables/platform.ts';
import { planTables } from '../src/tables/welfare.ts';
import { login, withSession } from './support.ts';

withSession();
const logisticsOf = (orderId: string) => t.logistics.all().filter((row) => row.orderId === orderId).length;

describe('orders seed', () => {
  it('has at least 2,000 orders in every state, gys01 with orders in every state', () => {
    expect(t.orders.count()).toBeGreaterThanOrEqual(2000);
    for (let status = 0; status <= 9; status++) expect(() => seededOrder(status)).not.toThrow();
  });
});

describe('order lines are the catalogue’s goods', () => {
  it('every seeded line is a goods item of its order’s supplier, with its sku, name, brand, unit and category', () => {
    const orders = new Map(t.orders.all().map((order) => [order.id, order]));
    for (const line of t.orderDetails.all()) {
      const goods = catalogueTables.goods.get(line.goodsId);
      expect(goods, line.goodsName).toBeDefined();
      expect(goods?.supplierId).toBe(orders.get(line.orderId)?.supplierId);
      expect(line).toMatchObject({
        sku: goods?.sku,
        goodsName: goods?.name,
        brandName: goods?.brandName,
        unit: goods?.unit,
        categoryName: goods?.categoryName,
      });
    }
  });

  const stocked = (supplierId: string, skip = 0) =>
    catalogueTables.goods
      .all()
      .filter((row) => row.supplierId === supplierId && row.goodsState === 1 && row.stock >= 20 && row.minBuyNum === 1)
      .at(skip) ?? catalogueTables.goods.all()[0];

  it('placing an order splits it per supplier and takes the quantities off the stock; cancelling or returning it gives them back', async () => {
    await login('caigou01');
    const mine = (await queryDeliveryAddress({ query: {} }))[0];
    const a = stocked(seededOrgs.supplier);
    const b = stocked(seededOrgs.localSupplier);
    const [stockA, stockB] = [a?.stock ?? 0, b?.stock ?? 0];
    const orders = await orderSplit({
      body: {
        items: [
          { goodsId: a?.id ?? '', buyNum: 3 },
          { goodsId: b?.id ?? '', buyNum: 2 },
        ],
        deliveryAddressId: mine?.id ?? '',
      },
    });
    expect(orders.map((order) => order.supplierId).sort()).toEqual(
      [seededOrgs.supplier, seededOrgs.localSupplier].sort(),
    );
    const line = orders.find((order) => order.supplierId === seededOrgs.supplier)?.details?.[0];
    expect(line).toMatchObject({ goodsId: a?.id, sku: a?.sku, goodsName: a?.name, buyNum: 3 });
    expect(catalogueTables.goods.get(a?.id)?.stock).toBe(stockA - 3);
    expect(catalogueTables.goods.get(b?.id)?.stock).toBe(stockB - 2);

    // Cancelled by the purchaser, or returned by the supplier: the goods go back into stock.
    await cancelConfirmOrder({
      path: { id: orders.find((order) => order.supplierId === seededOrgs.supplier)?.id ?? '' },
    });
    expect(catalogueTables.goods.get(a?.id)?.stock).toBe(stockA);
    await login('bendi01');
    await returnOrder({
      path: { id: orders.find((order) => order.supplierId === seededOrgs.localSupplier)?.id ?? '' },
      body: { reason: '暂时缺货' },
    });
    expect(catalogueTables.goods.get(b?.id)?.stock).toBe(stockB);
  });

  it('charges the freight the confirmation showed: validated, placed and totalled with the goods', async () => {
    await login('caigou01');
    const address = (await queryDeliveryAddress({ query: {} }))[0];
    // A supplier that charges freight below a threshold, and one of its goods well under it.
    const rule = platformTables.freights.all().find((row) => row.baseFreight > 0 && row.freeThreshold > 0);
    const goods = catalogueTables.goods
      .all()
      .find(
        (row) =>
          row.supplierId === rule?.supplierId &&
          row.goodsState === 1 &&
          row.stock >= 1 &&
          row.minBuyNum === 1 &&
          unitPrice(row, 1) < (rule?.freeThreshold ?? 0),
      );
    if (!address || !rule || !goods) throw new Error('the seed has no goods under a freight threshold');
    const items = [{ goodsId: goods.id, buyNum: 1 }];
    const [shown] = await batchQueryFreight({
      body: {
        areaCode: address.districtCode,
        items: [{ supplierId: goods.supplierId, goodsId: goods.id, quantity: 1 }],
      },
    });
    expect(shown?.freight).toBeGreaterThan(0);
    const total = Math.round(((shown?.goodsAmount ?? 0) + (shown?.freight ?? 0)) * 100) / 100;
    const checked = await orderValidate({ body: { items, deliveryAddressId: address.id } });
    expect(checked).toMatchObject({
      freight: shown?.freight,
      totalPrice: total,
    });
    const [order] = await orderSplit({ body: { items, deliveryAddressId: address.id } });
    expect(order).toMatchObject({
      goodsAmount: shown?.goodsAmount,
      freight: shown?.freight,
      totalPrice: total,
    });
    expect(await getOrder({ path: { id: order?.id ?? '' } })).toMatchObject({ freight: shown?.freight });
  });

  it('takes the ordered rows out of the buyer’s cart', async () => {
    await login('caigou01');
    const [address] = await queryDeliveryAddress({ query: {} });
    const goods = stocked(seededOrgs.supplier, 1);
    await addCartGoods({ body: { goodsId: goods?.id ?? '', quantity: 2 } });
    const inCart = () => catalogueTables.cartItems.all().filter((row) => row.goodsId === goods?.id);
    const [row] = inCart();
    await orderSplit({
      body: {
        items: [{ goodsId: goods?.id ?? '', buyNum: 2, cartId: row?.id }],
        deliveryAddressId: address?.id ?? '',
      },
    });
    expect(inCart().filter((item) => item.id === row?.id)).toEqual([]);
  });

  it('refuses an order beyond the stock and writes nothing', async () => {
    await login('caigou01');
    const mine = (await queryDeliveryAddress({ query: {} }))[0];
    const a = stocked(seededOrgs.supplier, 1);
    const b = stocked(seededOrgs.ecommerceSupplier, 1);
    const before = { orders: t.orders.count(), lines: t.orderDetails.count(), a: a?.stock ?? 0, b: b?.stock ?? 0 };
    await expect(
      orderSplit({
        body: {
          items: [
            { goodsId: a?.id ?? '', buyNum: 1 },
            { goodsId: b?.id ?? '', buyNum: (b?.stock ?? 0) + 1 },
          ],
          deliveryAddressId: mine?.id ?? '',
        },
      }),
    ).rejects.toMatchObject({ msg: expect.stringContaining(`商品“${b?.name}”库存不足`) });
    expect(t.orders.count()).toBe(before.orders);
    expect(t.orderDetails.count()).toBe(before.lines);
    expect(catalogueTables.goods.get(a?.id)?.stock).toBe(before.a);
    expect(catalogueTables.goods.get(b?.id)?.stock).toBe(before.b);
  });
});

describe('a supplier sees and changes only its own orders', () => {
  it('lists only its organisation’s orders and is refused another supplier’s', async () => {
    await login('gys01');
    const page = await supplierOrderList({ query: { pageNum: 1, pageSize: 50 } });
    expect(page.total).toBeGreaterThan(100);
    expect(page.records.every((order) => order.supplierId === seededOrgs.supplier)).toBe(true);
    const other = t.orders.all().find((order) => order.supplierId !== seededOrgs.supplier);
    await expect(getOrder({ path: { id: other?.id ?? '' } })).rejects.toMatchObject({ msg: '无权查看或操作该订单' });
  });
});

describe('delivery and receipt', () => {
  it('refuses to ship a cancelled order and writes nothing', async () => {
    await login('gys01');
    const order = seededOrder(8);
    const before = logisticsOf(order.id);
    await expect(
      orderReceiptOrDeliver({ body: { orderId: order.id, type: 1, logisticsCompany: '顺丰速运', logisticsNo: 'SF1' } }),
    ).rejects.toMatchObject({ msg: '订单已取消，不能发货' });
    expect(t.orders.get(order.id)?.status).toBe(8);
    expect(logisticsOf(order.id)).toBe(before);
  });

  it('ships a waiting order, then the purchaser receives it', async () => {
    const order = seededOrder(3);
    await login('caigou01');
    await expect(orderReceiptOrDeliver({ body: { orderId: order.id, type: 2 } })).rejects.toMatchObject({
      msg: '只有已发货的订单可以收货',
    });
    await login('gys01');
    const shipped = await orderReceiptOrDeliver({
      body: { orderId: order.id, type: 1, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890123' },
    });
    expect(shipped.status).toBe(5);
    const info = await getOrderInfoById({ path: { id: order.id } });
    expect(info.logistics?.some((row) => row.logisticsNo === 'SF1234567890123')).toBe(true);
    await login('caigou01');
    expect((await orderReceiptOrDeliver({ body: { orderId: order.id, type: 2 } })).status).toBe(6);
  });

  it('refuses to return a completed order', async () => {
    await login('gys01');
    const order = seededOrder(7);
    await expect(returnOrder({ path: { id: order.id }, body: { reason: '缺货' } })).rejects.toMatchObject({
      msg: '订单已完成，不能退回',
    });
  });
});

describe('buy-number changes', () => {
  it('accepted by the supplier, updates the line and the order total; a second handling is refused', async () => {
    const order = seededOrder(2, (o) => !t.buyNumDetails.all().some((row) => row.orderId === o.id));
    const line = linesOf(order.id)[0];
    if (!line) throw new Error('no line');
    await login('caigou01');
    const [request] = await saveOrderBuyNum({
      body: { orderId: order.id, items: [{ orderDetailId: line.id, changeNum: line.buyNum + 3 }], reason: '追加' },
    });
    await login('gys01');
    await supplierHandleBuyNum({ body: { ids: [request?.id ?? ''], handleStatus: 1 } });
    expect(t.orderDetails.get(line.id)?.buyNum).toBe(line.buyNum + 3);
    expect(t.orders.get(order.id)?.totalPrice).toBeCloseTo(order.totalPrice + 3 * line.price, 2);
    await expect(supplierHandleBuyNum({ body: { ids: [request?.id ?? ''], handleStatus: 2 } })).rejects.toMatchObject({
      msg: '该数量变更申请已处理，请勿重复操作',
    });
  });
});

describe('buy-number changes and the goods’ stock', () => {
  it('an accepted increase beyond the stock is refused, writing nothing; an accepted decrease gives stock back', async () => {
    const open = (o: { id: string }) => !t.buyNumDetails.all().some((row) => row.orderId === o.id);
    const order = seededOrder(3, open);
    const line = linesOf(order.id)[0];
    if (!line) throw new Error('no line');
    await catalogueTables.goods.update(line.goodsId, { stock: 2, goodsState: 1 });
    await login('caigou01');
    const [more] = await saveOrderBuyNum({
      body: { orderId: order.id, items: [{ orderDetailId: line.id, changeNum: line.buyNum + 3 }], reason: '追加' },
    });
    await login('gys01');
    await expect(supplierHandleBuyNum({ body: { ids: [more?.id ?? ''], handleStatus: 1 } })).rejects.toMatchObject({
      msg: expect.stringContaining('库存不足'),
    });
    expect(t.buyNumDetails.get(more?.id)?.handleStatus).toBe(0);
    expect(t.orderDetails.get(line.id)?.buyNum).toBe(line.buyNum);
    expect(catalogueTables.goods.get(line.goodsId)?.stock).toBe(2);
    await supplierHandleBuyNum({ body: { ids: [more?.id ?? ''], handleStatus: 2, handleRemark: '库存不足' } });

    const other = seededOrder(3, (o) => open(o) && o.id !== order.id && (linesOf(o.id)[0]?.buyNum ?? 0) > 1);
    const first = linesOf(other.id)[0];
    if (!first) throw new Error('no line');
    const stock = catalogueTables.goods.get(first.goodsId)?.stock ?? 0;
    await login('caigou01');
    const [less] = await saveOrderBuyNum({
      body: { orderId: other.id, items: [{ orderDetailId: first.id, changeNum: first.buyNum - 1 }], reason: '减少' },
    });
    await login('gys01');
    await supplierHandleBuyNum({ body: { ids: [less?.id ?? ''], handleStatus: 1 } });
    expect(catalogueTables.goods.get(first.goodsId)?.stock).toBe(stock + 1);
  });
});

describe('invoices', () => {
  it('need a shipped or completed order', async () => {
    await login('gys01');
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], '发票.pdf');
    const waiting = seededOrder(3);
    const body = { invoiceNo: '04471234', invoiceAmount: 100, file };
    await expect(uploadOrderInvoice({ body: { ...body, orderId: waiting.id } })).rejects.toMatchObject({
      msg: '只有已发货或已完成的订单可以上传发票',
    });
    const done = seededOrder(7);
    const invoice = await uploadOrderInvoice({ body: { ...body, orderId: done.id } });
    expect(invoice).toMatchObject({ orderId: done.id, invoiceNo: '04471234' });
  });
});

describe('reconciliation statements', () => {
  it('take only reconcilable orders, mark them, and move forward only', async () => {
    await login('gys01');
    const able = await getAbleAccountPage({ query: { pageNum: 1, pageSize: 2 } });
    const orderIds = able.records.map((order) => order.id);
    expect(orderIds).toHaveLength(2);
    const account = await createAccount({ body: { purchaserId: seededOrgs.purchaser, orderIds } });
    expect(account).toMatchObject({ status: 0, orderCount: 2 });
    const orderNo = able.records[0]?.orderNo ?? '';
    expect((await getAbleAccountPage({ query: { orderNo } })).total).toBe(0);
    await expect(
      createAccount({ body: { purchaserId: seededOrgs.purchaser, orderIds: orderIds.slice(0, 1) } }),
    ).rejects.toMatchObject({ msg: expect.stringContaining('已在其他对账单中') });
    const waiting = seededOrder(3);
    expect(reconcilable(waiting)).toBe(false);
    await expect(
      createAccount({ body: { purchaserId: seededOrgs.purchaser, orderIds: [waiting.id] } }),
    ).rejects.toMatchObject({ msg: `订单${waiting.orderNo}尚未完成收货，不能对账` });

    await login('caiwu01');
    await expect(updateAccountStatus({ body: { id: account.id, status: 4 } })).rejects.toMatchObject({
      msg: '对账单当前为“待采购人确认”状态，不能变更为“已付款”',
    });
    await updateAccountStatus({ body: { id: account.id, status: 1 } });
    await expect(updateAccountStatus({ body: { id: account.id, status: 0 } })).rejects.toMatchObject({
      msg: '对账单当前为“采购人已确认”状态，不能变更为“待采购人确认”',
    });
    expect(t.accounts.get(account.id)?.status).toBe(1);
  });
});

describe('exports', () => {
  it('download a real xlsx of the supplier’s orders', async () => {
    await login('gys01');
    const { blob } = await exportSupplierOrders({ query: { status: 3 } });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });
});

describe('addresses', () => {
  it('a new default address is listed first and the old default is cleared; a wrong district is refused', async () => {
    await login('caigou01');
    const body = {
      consignee: '王采购',
      phone: '13912345678',
      provinceCode: '370000',
      cityCode: '370100',
      districtCode: '370112',
      detailAddress: '工业北路88号物资库',
      isDefault: 1 as const,
    };
    const saved = await saveOrUpdateDeliveryAddress({ body });
    expect(saved.fullAddress).toBe('山东省济南市历城区工业北路88号物资库');
    const list = await queryDeliveryAddress({ query: {} });
    expect(list[0]?.id).toBe(saved.id);
    expect(list.filter((row) => row.isDefault === 1)).toHaveLength(1);
    await expect(saveOrUpdateDeliveryAddress({ body: { ...body, districtCode: '110105' } })).rejects.toMatchObject({
      msg: '省市区选择有误，请重新选择',
    });
  });
});

describe('after-sale', () => {
  it('is applied for on a received order within the quantity, then approved by the supplier', async () => {
    await login('caigou01');
    const waiting = seededOrder(3);
    const waitingLine = linesOf(waiting.id)[0];
    const form = { afterSaleNum: 1, afterSaleType: 1 as const, reason: '商品质量问题' };
    await expect(
      saveAfterSale({ body: { ...form, orderId: waiting.id, orderDetailId: waitingLine?.id ?? '' } }),
    ).rejects.toMatchObject({ msg: '只有已收货或已完成的订单可以申请售后' });
    const order = seededOrder(7, (o) => !t.afterSales.all().some((row) => row.orderId === o.id));
    const line = linesOf(order.id)[0];
    if (!line) throw new Error('no line');
    await expect(
      saveAfterSale({ body: { ...form, orderId: order.id, orderDetailId: line.id, afterSaleNum: line.buyNum + 1 } }),
    ).rejects.toMatchObject({ msg: expect.stringContaining('售后数量超过可申请数量') });
    const created = await saveAfterSale({ body: { ...form, orderId: order.id, orderDetailId: line.id } });
    expect(created.status).toBe(0);
    await login('gys01');
    await approveSupplierAfterSale({ body: { id: created.id, approvalResult: 1 } });
    expect(t.afterSales.get(created.id)?.status).toBe(1);
    await expect(approveSupplierAfterSale({ body: { id: created.id, approvalResult: 2 } })).rejects.toMatchObject({
      msg: '售后单当前为“供应商已同意”状态，不能审核',
    });
  });

  it("is narrowed for the platform to one channel's orders", async () => {
    await login('admin');
    const all = await listCenterAfterSales({ query: { pageNum: 1, pageSize: 500 } });
    const agreement = await listCenterAfterSales({ query: { orderType: 2, pageNum: 1, pageSize: 500 } });
    expect(agreement.total).toBeGreaterThan(0);
    expect(agreement.total).toBeLessThan(all.total);
    expect(agreement.records.every((row) => t.orders.get(row.orderId)?.orderType === 2)).toBe(true);
  });
});

describe('demand orders', () => {
  it('a submitted demand is listed, can be sent back once', async () => {
    await login('caigou01');
    const demand = await submitDemand({
      body: {
        demandName: '安全生产部劳保需求',
        items: [{ goodsId: catalogueTables.goods.all().find((row) => row.goodsState === 1)?.id ?? '', buyNum: 20 }],
      },
    });
    const mine = await listDemands({ query: { demandName: '安全生产部劳保需求' } });
    expect(mine.records.map((row) => row.id)).toContain(demand.id);
    await backDemands({ body: { ids: [demand.id], reason: '数量有误' } });
    await expect(backDemands({ body: { ids: [demand.id], reason: '再次退回' } })).rejects.toMatchObject({
      msg: `需求单${demand.demandNo}当前为“已退回”状态，不能退回`,
    });
  });
});

describe('order approval', () => {
  it('waits for the organisation’s approvers, not for the buyer, and a refusal says why', async () => {
    await login('caigou01');
    expect((await listOrdersToCheck({ query: { pageNum: 1, pageSize: 10 } })).total).toBe(0);
    const order = t.orders.all().find((row) => row.status === 0 && row.purchaserId === seededOrgs.purchaser);
    const ids = [order?.id ?? ''];
    await expect(checkOrder({ body: { ids, result: 1 } })).rejects.toMatchObject({ msg: '只有审批人可以审批订单' });

    await login('shenpi01');
    const waiting = await listOrdersToCheck({ query: { pageNum: 1, pageSize: 10 } });
    expect(waiting.total).toBeGreaterThan(0);
    expect(waiting.records.every((row) => row.status === 0)).toBe(true);
    await expect(checkOrder({ body: { ids, result: 2, opinion: ' ' } })).rejects.toMatchObject({
      msg: '驳回订单请填写驳回原因',
    });
    await checkOrder({ body: { ids, result: 2, opinion: '超出预算' } });
    const info = await getOrderInfoById({ path: { id: ids[0] ?? '' } });
    expect(info.order.status).toBe(1);
    expect(info.approveLogs?.at(-1)).toMatchObject({ result: 2, opinion: '超出预算', approverName: '赵审批' });
  });

  it('lists a newly placed order for the approver', async () => {
    await login('caigou01');
    const [address] = await queryDeliveryAddress({ query: {} });
    const goods = catalogueTables.goods
      .all()
      .find(
        (row) =>
          row.supplierId === seededOrgs.supplier && row.goodsState === 1 && row.stock >= 20 && row.minBuyNum === 1,
      );
    const [order] = await orderSplit({
      body: { items: [{ goodsId: goods?.id ?? '', buyNum: 1 }], deliveryAddressId: address?.id ?? '' },
    });
    await login('shenpi01');
    const waiting = await listOrdersToCheck({ query: { pageNum: 1, pageSize: 10, orderNo: order?.orderNo } });
    expect(waiting.records.map((row) => row.orderNo)).toEqual([order?.orderNo]);
  });
});

describe('orders at the price in force, and orders executing a purchase plan', () => {
  // caigou01 may buy 电脑办公 up to ¥200,000 outside plans; a plan of ¥240,000 takes all of it, so such goods are then
  // bought against a plan.
  const computing = () => {
    const top = catalogueTables.categories.all().find((row) => row.parentId === '0' && row.name === '电脑办公');
    const under = new Set(
      catalogueTables.categories
        .all()
        .filter((row) => catalogueTables.categories.get(row.parentId)?.parentId === top?.id)
        .map((row) => row.id),
    );
    const goods = catalogueTables.goods
      .all()
      .find((row) => under.has(row.categoryId) && row.goodsState === 1 && row.stock >= 20 && row.minBuyNum === 1);
    if (!goods) throw new Error('no 电脑办公 goods in stock');
    return goods;
  };
  const today = new Date().toISOString().slice(0, 10);
  const userId = (account: string) => accountTables.users.all().find((user) => user.account === account)?.id ?? '';

  it('refuses a price the buyer saw that is no longer the price in force, and writes nothing', async () => {
    await login('caigou01');
    const [address] = await queryDeliveryAddress({ query: {} });
    const goods = catalogueTables.goods
      .all()
      .filter((row) => row.supplierId === seededOrgs.supplier && row.goodsState === 1 && row.stock >= 5)
      .at(3);
    if (!goods) throw new Error('no goods in stock');
    const before = t.orders.count();
    const current = unitPrice(goods, 1);
    await expect(
      orderSplit({
        body: { items: [{ goodsId: goods.id, buyNum: 1, price: current + 1 }], deliveryAddressId: address?.id ?? '' },
      }),
    ).rejects.toMatchObject({ msg: `商品“${goods.name}”价格已变动，现价¥${current.toFixed(2)}，请确认后重新提交` });
    expect(t.orders.count()).toBe(before);
    const [order] = await orderSplit({
      body: { items: [{ goodsId: goods.id, buyNum: 1, price: current }], deliveryAddressId: address?.id ?? '' },
    });
    expect(order?.totalPrice).toBe(current);
  });

  it('needs an approved plan over the category quota, offers the plans that cover the goods and binds the orders', async () => {
    await login('caigou01');
    const [address] = await queryDeliveryAddress({ query: {} });
    const goods = computing();
    const price = unitPrice(goods, 2);
    const body = { items: [{ goodsId: goods.id, buyNum: 2, price }], deliveryAddressId: address?.id ?? '' };
    expect(await orderValidate({ body })).toMatchObject({ pass: true, planRequired: false });
    const plan = await addPurchasePlan({
      body: {
        planName: '信息中心电脑更新计划',
        purchaseType: 1,
        startDate: today,
        endDate: '2099-12-31',
        items: [{ goodsId: goods.id, goodsName: goods.name, price: 80_000, num: 3 }],
        approverIds: [userId('shenpi01')],
        submit: true,
      },
    });
    await login('shenpi01');
    await checkPurchasePlan({ body: { id: plan.id, result: 1 } });
    await login('caigou01');
    const without = await orderValidate({ body });
    expect(without).toMatchObject({ pass: false, planRequired: true });
    expect(without.messages?.join()).toContain('“电脑办公”类商品金额');
    expect(without.messages?.join()).toContain('须选择已审批的采购计划下单');
    await expect(orderSplit({ body })).rejects.toMatchObject({
      msg: expect.stringContaining('须选择已审批的采购计划'),
    });

    const offered = await orderValidate({ body });
    expect(offered.plans?.map((row) => row.id)).toContain(plan.id);
    expect(offered.plans?.find((row) => row.id === plan.id)?.availableAmount).toBe(plan.planAmount);
    expect((await orderValidate({ body: { ...body, planId: plan.id } })).pass).toBe(true);
    // More than the plan has left of the goods is refused.
    await expect(
      orderSplit({
        body: { ...body, items: [{ goodsId: goods.id, buyNum: 4, price: unitPrice(goods, 4) }], planId: plan.id },
      }),
    ).rejects.toMatchObject({ msg: expect.stringContaining('超出采购计划剩余数量，计划剩余3') });

    const [order] = await orderSplit({ body: { ...body, planId: plan.id } });
    expect(order?.planId).toBe(plan.id);
    expect(planTables.plans.get(plan.id)?.usedAmount).toBe(order?.totalPrice);
    expect(planTables.items.all().find((line) => line.planId === plan.id)?.orderedNum).toBe(2);
  });
});
