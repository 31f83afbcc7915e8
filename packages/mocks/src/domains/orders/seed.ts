// The orders seed: 2,000 orders in every state over the last year, with their lines, logistics, buy-number changes,
// invoices, contracts, addresses and invoice titles, statements in every status, after-sale cases and demand orders.
// Every line is a goods item of the catalogue sold by the order's supplier, its fields a snapshot at order time.
import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import { dateDigits, daysFromSeedDay, formatDate, seedId, seedTime } from '../../engine/random.ts';
import type { SeedFaker } from '../../engine/seed-faker.ts';
import { accountTables } from '../../tables/accounts.ts';
import { carriers } from '../../tables/carriers.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { purchaserUserIds, seededOrgs, supplierOrgIds } from '../accounts/seed.ts';
import { areaTree } from './areas.ts';
import { type Goods, lineSnapshot } from './goods.ts';

type Order = Entity<'Order'>;

const at = seedTime;
const orgName = (id: string) => accountTables.orgs.get(id)?.orgNameZh ?? '';

/** Seeded rows tests and contract requests pick from. */
export const seededOrders = { count: 2000 };

/** The on-shelf goods of each supplier (`stocked`: with at least 200 in stock, for demands and approvals to order). */
function goodsBySupplier(stocked: boolean) {
  const map = new Map<string, Goods[]>();
  for (const goods of catalogueTables.goods.all()) {
    if (goods.goodsState !== 1 || (stocked && goods.stock < 200)) continue;
    const list = map.get(goods.supplierId);
    if (list) list.push(goods);
    else map.set(goods.supplierId, [goods]);
  }
  return (supplierId: string, index: number) => {
    const list = map.get(supplierId) ?? [];
    return list[index % list.length] as Goods;
  };
}

export async function seedOrders(faker: SeedFaker) {
  const soldBy = goodsBySupplier(false);
  const stockedBy = goodsBySupplier(true);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const purchaserOrg = seededOrgs.purchaser;
  const buyers = purchaserUserIds.map((id) => accountTables.users.require(id, '用户'));

  // Delivery addresses (two or three per purchaser) and invoice titles.
  const addressOf = new Map<string, Entity<'DeliveryAddress'>[]>();
  const receiptOf = new Map<string, Entity<'Receipt'>>();
  const districts = areaTree.flatMap(([pCode, pName, , cities]) =>
    cities.flatMap(([cCode, cName, dists]) =>
      dists.map(([dCode, dName]) => ({ pCode, pName, cCode, cName, dCode, dName })),
    ),
  );
  const streets = [
    '经十路',
    '泉城路',
    '解放路',
    '人民路',
    '建设路',
    '长安街',
    '中山路',
    '和平大道',
    '科技园路',
    '滨河东路',
  ];
  for (const [index, buyer] of buyers.entries()) {
    const list: Entity<'DeliveryAddress'>[] = [];
    for (let k = 0; k < 2 + (index % 2); k++) {
      const d = districts[(index * 3 + k) % districts.length];
      if (!d) continue;
      const detailAddress = `${streets[(index + k) % streets.length]}${int(1, 999)}号${['物资库房', '办公楼', '综合楼', '仓储中心'][k % 4]}`;
      const row = t.addresses.insert({
        id: seedId(t.addresses),
        userId: buyer.id,
        consignee: k === 0 ? buyer.fullName : faker.person.fullName(),
        phone: `13${faker.string.numeric(9)}`,
        provinceCode: d.pCode,
        provinceName: d.pName,
        cityCode: d.cCode,
        cityName: d.cName,
        districtCode: d.dCode,
        districtName: d.dName,
        detailAddress,
        fullAddress: `${d.pName}${d.cName}${d.dName}${detailAddress}`,
        postCode: `${d.pCode.slice(0, 2)}0000`,
        addressType: 1,
        isDefault: k === 0 ? 1 : 0,
        createTime: at(-360 + index),
      });
      list.push(row);
    }
    addressOf.set(buyer.id, list);
    const receipt = t.receipts.insert({
      id: seedId(t.receipts),
      userId: buyer.id,
      purchaserId: purchaserOrg,
      receiptType: index % 3 === 0 ? 2 : 1,
      titleType: 1,
      receiptTitle: orgName(purchaserOrg),
      taxNo: `91370000${faker.string.numeric(8)}X${index % 10}`,
      registerAddress: '山东省济南市历下区经十路9777号',
      registerPhone: '0531-88886666',
      bankName: '中国工商银行济南分行营业部',
      bankAccount: `1602${faker.string.numeric(15)}`,
      receiverName: buyer.fullName,
      receiverPhone: buyer.phone ?? '13800000000',
      receiverAddress: list[0]?.fullAddress ?? '',
      email: `${buyer.account}@example.com`,
      source: 1,
      isDefault: 1,
      createTime: at(-350 + index),
    });
    receiptOf.set(buyer.id, receipt);
    t.jdReceipts.insert({ ...receipt, id: seedId(t.jdReceipts), source: 2, receiptType: 1 });
  }
  for (const [index, supplierId] of supplierOrgIds.slice(0, 3).entries()) {
    const d = districts[index];
    if (!d) continue;
    t.addresses.insert({
      id: seedId(t.addresses),
      userId: accountTables.users.all().find((user) => user.orgId === supplierId)?.id ?? supplierId,
      consignee: faker.person.fullName(),
      phone: `15${faker.string.numeric(9)}`,
      provinceCode: d.pCode,
      provinceName: d.pName,
      cityCode: d.cCode,
      cityName: d.cName,
      districtCode: d.dCode,
      districtName: d.dName,
      detailAddress: `工业园区${int(1, 99)}号售后仓`,
      fullAddress: `${d.pName}${d.cName}${d.dName}工业园区售后仓`,
      addressType: 2,
      isDefault: 1,
      createTime: at(-300),
    });
  }

  // Orders: status i % 10, so every state comes up for every supplier and buyer pattern below.
  const caigou01 = buyers[0];
  const received: Entity<'Order'>[] = [];
  const afterSaleLines: Entity<'OrderDetail'>[] = [];
  for (let i = 0; i < seededOrders.count; i++) {
    const status = (i % 10) as Order['status'];
    const supplierId = i % 3 === 0 ? seededOrgs.supplier : (supplierOrgIds[i % 9] ?? seededOrgs.supplier);
    const buyer = (Math.floor(i / 10) % 2 === 0 ? caigou01 : buyers[1 + (i % (buyers.length - 1))]) ?? caigou01;
    if (!buyer) break;
    const address = addressOf.get(buyer.id)?.[i % 2] ?? addressOf.get(buyer.id)?.[0];
    const day = -365 + Math.floor((i * 360) / seededOrders.count);
    const createTime = at(day, int(480, 1080));
    const orderId = seedId(t.orders);
    const orderNo = `DD${dateDigits(createTime)}${String(100000 + i)}`;
    const lines = 1 + (i % 7 < 3 ? 1 : 0) + (i % 13 === 0 ? 1 : 0);
    // Two received orders in three get an after-sale case on their first line.
    const withAfterSale = (status === 6 || status === 7) && Math.floor(i / 10) % 3 !== 2 && afterSaleLines.length < 240;
    let goodsAmount = 0;
    let goodsCount = 0;
    const orderLines: Entity<'OrderDetail'>[] = [];
    for (let l = 0; l < lines; l++) {
      const goods = soldBy(supplierId, i * 7 + l * 13);
      // A partly shipped order of one line has shipped part of it: at least two ordered, half of them shipped. One of
      // more lines has shipped its first line whole.
      const partOfOne = status === 4 && lines === 1;
      const buyNum = int(partOfOne ? 2 : 1, goods.price > 1000 ? 5 : 50);
      const snapshot = lineSnapshot(goods, buyNum);
      goodsAmount += snapshot.amount;
      goodsCount += buyNum;
      const deliveredNum =
        status >= 5 && status <= 7 ? buyNum : partOfOne ? Math.floor(buyNum / 2) : status === 4 && l === 0 ? buyNum : 0;
      const line = t.orderDetails.insert({
        id: seedId(t.orderDetails),
        orderId,
        orderNo,
        ...snapshot,
        deliveredNum,
        receivedNum: status >= 6 && status <= 7 ? buyNum : 0,
        afterSaleNum: withAfterSale && l === 0 ? Math.min(buyNum, 1 + (afterSaleLines.length % 2)) : 0,
        isIntranet: 0,
        createTime,
      });
      orderLines.push(line);
      if (withAfterSale && l === 0) afterSaleLines.push(line);
    }
    const freight = goodsAmount >= 99 ? 0 : 8;
    const shipped = status >= 4 && status <= 7;
    const order = t.orders.insert({
      id: orderId,
      orderNo,
      ...(supplierId === seededOrgs.ecommerceSupplier && { thirdOrderNo: `JD${String(2_600_000_000 + i * 37)}` }),
      orderType: i % 17 === 5 ? 7 : i % 11 === 3 ? 2 : 1,
      status,
      purchaserId: purchaserOrg,
      purchaserName: orgName(purchaserOrg),
      buyerId: buyer.id,
      buyerName: buyer.fullName,
      buyerPhone: buyer.phone,
      supplierId,
      supplierName: orgName(supplierId),
      goodsCount,
      goodsAmount: twoDecimals(goodsAmount),
      freight,
      totalPrice: twoDecimals(goodsAmount + freight),
      consignee: address?.consignee,
      consigneePhone: address?.phone,
      deliveryAddressId: address?.id,
      address: address?.fullAddress,
      receiptId: receiptOf.get(buyer.id)?.id,
      invoiceStatus: status === 7 ? 2 : status === 6 ? ([0, 1, 2, 3][Math.floor(i / 10) % 4] as 0 | 1 | 2 | 3) : 0,
      receivingStatus: status >= 6 && status <= 7 ? 2 : 0,
      isIntranet: 0,
      remark: i % 5 === 0 ? '请工作日送货，送货前电话联系' : undefined,
      ...(status === 8 && { cancelReason: '采购计划调整，取消本次采购' }),
      ...(status === 9 && { returnReason: '部分商品暂时缺货，无法按期供货' }),
      createTime,
      ...(status >= 2 && status <= 7 && { confirmTime: at(day, 1200) }),
      ...(shipped && { deliverTime: at(day + 2, 600) }),
      ...(status >= 6 && status <= 7 && { receiveTime: at(day + 5, 700) }),
      updateTime: at(day + (shipped ? 5 : 1), 720),
    } as Entity<'Order'>);
    if (shipped) {
      const carrier = carriers[i % carriers.length] ?? carriers[0];
      if (!carrier) continue;
      const shippedLines = orderLines.filter((line) => (line.deliveredNum ?? 0) > 0);
      t.logistics.insert({
        id: seedId(t.logistics),
        orderId,
        orderNo,
        relationId: orderId,
        logisticsCompany: carrier.name,
        logisticsCode: carrier.code,
        logisticsNo: `${carrier.example.slice(0, -12)}${faker.string.numeric(12)}`,
        deliverTime: at(day + 2, 600),
        state: status >= 6 ? 3 : 1,
        items: shippedLines.map((line) => ({
          orderDetailId: line.id,
          num: line.deliveredNum ?? 0,
          receivedNum: line.receivedNum ?? 0,
        })),
        orderDetailIds: shippedLines.map((line) => line.id),
        ...(status >= 6 && { receiveTime: at(day + 5, 700) }),
        traces: [
          { time: at(day + 2, 600), content: `【${address?.cityName ?? '济南市'}】${carrier.name} 已揽收` },
          { time: at(day + 3, 300), content: '快件已到达分拨中心，正在发往下一站' },
          ...(status >= 6 ? [{ time: at(day + 5, 650), content: '已签收，签收人：本人' }] : []),
        ],
        createTime: at(day + 2, 600),
      });
    }
    if (status >= 6 && status <= 7) received.push(order);
    if (status === 6 || status === 7) {
      if (order.invoiceStatus === 2)
        t.invoices.insert({
          id: seedId(t.invoices),
          orderId,
          orderNo,
          invoiceType: 1,
          invoiceCode: `0${faker.string.numeric(11)}`,
          invoiceNo: faker.string.numeric(8),
          invoiceAmount: order.totalPrice,
          invoiceDate: formatDate(daysFromSeedDay(day + 6)),
          createTime: at(day + 6, 600),
        });
    }
    if (status === 1 || (status === 2 && i % 3 === 0))
      t.approveLogs.insert({
        id: seedId(t.approveLogs),
        orderId,
        log: {
          id: seedId('approveLogs.log'),
          nodeName: '部门负责人审批',
          approverName: '赵审批',
          result: status === 1 ? 2 : 1,
          opinion: status === 1 ? '超出本月采购预算，请调整后重新提交' : '同意',
          createTime: at(day, 900),
        },
      });
  }

  // Buy-number change requests: pending on orders waiting for confirmation or delivery, handled on later ones.
  const details = t.orderDetails.all();
  const changed = new Set<string>();
  for (let i = 0; i < 300; i++) {
    const detail = details[(i * 53) % details.length];
    if (!detail) continue;
    const owner = t.orders.get(detail.orderId);
    if (!owner || owner.status === 1 || owner.status >= 8) continue;
    const pending = owner.status === 2 || owner.status === 3;
    const changeNum = Math.max(1, detail.buyNum + (i % 2 === 0 ? -1 : 2));
    if (changed.has(detail.id)) continue;
    changed.add(detail.id);
    t.buyNumDetails.insert({
      id: seedId(t.buyNumDetails),
      orderId: owner.id,
      orderNo: owner.orderNo,
      orderDetailId: detail.id,
      goodsId: detail.goodsId,
      sku: detail.sku,
      goodsName: detail.goodsName,
      price: detail.price,
      originalNum: detail.buyNum,
      changeNum,
      changeAmount: twoDecimals((changeNum - detail.buyNum) * detail.price),
      reason: i % 2 === 0 ? '项目需求减少' : '现场用量增加，需追加采购',
      handleStatus: pending ? 0 : i % 3 === 0 ? 2 : 1,
      ...(!pending && { handleRemark: i % 3 === 0 ? '库存不足，无法追加' : '同意变更', handleTime: owner.updateTime }),
      supplierId: owner.supplierId,
      supplierName: owner.supplierName,
      purchaserName: owner.purchaserName,
      applicantName: owner.buyerName,
      createTime: owner.confirmTime ?? owner.createTime,
    });
  }

  // Contracts for confirmed orders.
  for (const order of t.orders
    .all()
    .filter((row) => row.status >= 3 && row.status <= 7)
    .slice(0, 150)) {
    t.contracts.insert({
      id: seedId(t.contracts),
      contractNo: `HT${order.orderNo.slice(2)}`,
      contractName: `${order.supplierName}采购合同`,
      orderId: order.id,
      orderNo: order.orderNo,
      projectName: '年度办公及劳保物资采购',
      purchaserId: order.purchaserId,
      purchaserName: order.purchaserName,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      amount: order.totalPrice,
      signStatus: (Number(order.id.slice(-1)) % 3) as 0 | 1 | 2,
      createTime: order.confirmTime ?? order.createTime,
    });
  }

  // Statements in every status, from received or completed orders of one supplier.
  const bySupplier = new Map<string, Entity<'Order'>[]>();
  for (const order of received) bySupplier.set(order.supplierId, [...(bySupplier.get(order.supplierId) ?? []), order]);
  let statement = 0;
  for (const [supplierId, orders] of bySupplier) {
    for (let k = 0; k + 4 <= orders.length && k < 40; k += 4) {
      const chosen = orders.slice(k, k + 3);
      const status = (statement % 6) as Entity<'OrderAccount'>['status'];
      const id = seedId(t.accounts);
      const first = chosen[0];
      const last = chosen[chosen.length - 1];
      if (!first || !last) continue;
      t.accounts.insert({
        id,
        accountNo: `DZ${dateDigits(last.createTime)}${String(1000 + statement)}`,
        accountName: `${last.createTime.slice(0, 7)}月度对账单`,
        supplierId,
        supplierName: orgName(supplierId),
        purchaserId: purchaserOrg,
        purchaserName: orgName(purchaserOrg),
        startDate: first.createTime.slice(0, 10),
        endDate: last.createTime.slice(0, 10),
        orderCount: chosen.length,
        totalAmount: twoDecimals(chosen.reduce((sum, order) => sum + order.totalPrice, 0)),
        status,
        // Each side gets statements in every state.
        side: ((Math.floor(statement / 6) % 3) + 1) as Entity<'OrderAccount'>['side'],
        paymentTerm: '对账确认后30日内付款',
        ...(status === 2 && { rejectReason: '运费金额与合同约定不符' }),
        createTime: at(-200 + statement),
        ...(status !== 0 && status !== 2 && { confirmTime: at(-195 + statement) }),
      });
      if (status !== 5) for (const order of chosen) t.accountOrders.insert({ id: order.id, accountId: id });
      statement++;
    }
  }

  // After-sale cases in every state on the lines chosen above.
  for (const [i, detail] of afterSaleLines.entries()) {
    const order = t.orders.get(detail.orderId);
    if (!order) continue;
    const status = (i % 7) as Entity<'AfterSale'>['status'];
    const num = detail.afterSaleNum ?? 1;
    t.afterSales.insert({
      id: seedId(t.afterSales),
      afterSaleNo: `SH${order.orderNo.slice(2)}`,
      orderId: order.id,
      orderNo: order.orderNo,
      orderDetailId: detail.id,
      goodsId: detail.goodsId,
      sku: detail.sku,
      goodsName: detail.goodsName,
      price: detail.price,
      buyNum: detail.buyNum,
      afterSaleNum: num,
      afterSaleType: (1 + (i % 4)) as Entity<'AfterSale'>['afterSaleType'],
      // Reasons of the business dictionary's after_sale_reason, as the application form offers them.
      reason: ['商品质量问题', '收到商品破损', '规格与订单不符', '多发商品'][i % 4] ?? '商品质量问题',
      description: '到货验收时发现问题，已拍照留存',
      refundAmount: twoDecimals(detail.price * num),
      status,
      purchaserId: order.purchaserId,
      purchaserName: order.purchaserName,
      applicantName: order.buyerName,
      contactPhone: order.buyerPhone,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      ...(status >= 1 && {
        supplierRemark: status === 2 ? '商品已超过售后期限' : '同意售后',
        handleTime: order.updateTime,
      }),
      ...(status === 3 && {
        returnLogisticsCompany: '顺丰速运',
        returnLogisticsNo: `SF${String(700000000000 + i * 7919)}`,
      }),
      ...(status === 5 && { finishTime: order.updateTime }),
      createTime: order.receiveTime ?? order.createTime,
    });
  }

  // Demand orders in every state.
  const departments = ['办公室', '物资供应部', '财务部', '信息中心', '安全生产部'];
  for (let i = 0; i < 120; i++) {
    const buyer = buyers[i % buyers.length];
    if (!buyer) continue;
    const id = seedId(t.demands);
    const items: Entity<'OrderDemandItem'>[] = [];
    for (let l = 0; l < 1 + (i % 3); l++) {
      const supplierId = supplierOrgIds[(i + l) % 3] ?? seededOrgs.supplier;
      const goods = stockedBy(supplierId, i * 5 + l * 11);
      const buyNum = 1 + ((i + l) % 20);
      items.push({
        id: seedId('demands.items'),
        demandId: id,
        goodsId: goods.id,
        sku: goods.sku,
        goodsName: goods.name,
        spec: goods.spec,
        brandName: goods.brandName,
        unit: goods.unit,
        supplierId,
        supplierName: goods.supplierName,
        price: goods.price,
        buyNum,
        amount: twoDecimals(goods.price * buyNum),
      });
    }
    const status = (i % 5) as Entity<'OrderDemand'>['status'];
    t.demands.insert({
      id,
      demandNo: `XQ${dateDigits(at(-180 + i))}${String(100 + i)}`,
      demandName: `${departments[i % departments.length]}${['季度办公用品', '劳保用品', '信息化耗材', '清洁用品'][i % 4]}需求`,
      purchaserId: purchaserOrg,
      purchaserName: orgName(purchaserOrg),
      deptName: `华北能源集团${departments[i % departments.length]}`,
      applicantId: buyer.id,
      applicantName: buyer.fullName,
      contactPhone: buyer.phone,
      expectDate: formatDate(daysFromSeedDay(-170 + i)),
      goodsCount: items.reduce((sum, item) => sum + item.buyNum, 0),
      totalPrice: twoDecimals(items.reduce((sum, item) => sum + item.amount, 0)),
      status,
      ...(status === 2 && { backReason: '需求数量与预算不符，请核实' }),
      orderIds: [],
      createTime: at(-180 + i),
      items,
    });
  }

  // Approvals before ordering and purchase processes.
  for (let i = 0; i < 30; i++) {
    const buyer = buyers[i % buyers.length];
    if (!buyer) continue;
    const supplierId = supplierOrgIds[i % 3] ?? seededOrgs.supplier;
    const goods = stockedBy(supplierId, i);
    t.orderApproves.insert({
      id: seedId(t.orderApproves),
      approveNo: `SP${dateDigits(at(-90 + i))}${String(10 + i)}`,
      applicantId: buyer.id,
      applicantName: buyer.fullName,
      purchaserName: orgName(purchaserOrg),
      status: (i % 4) as Entity<'OrderApprove'>['status'],
      items: [
        {
          goodsId: goods.id,
          goodsName: goods.name,
          supplierId,
          supplierName: orgName(supplierId),
          price: goods.price,
          buyNum: 2,
        },
      ],
      totalPrice: twoDecimals(goods.price * 2),
      reason: '超出个人采购限额，需审批后下单',
      createTime: at(-90 + i),
    });
  }

  // E-mall reconciliation runs for the e-commerce supplier, with records in every result.
  const eshopOrders = t.orders.all().filter((order) => order.supplierId === seededOrgs.ecommerceSupplier);
  for (let b = 0; b < 6; b++) {
    const from = -360 + b * 60;
    const batchNo = `DZPC${dateDigits(at(from))}0${b + 1}`;
    const inRange = eshopOrders.filter((order) => order.createTime >= at(from) && order.createTime < at(from + 60));
    let centerAmount = 0;
    let shopAmount = 0;
    let diffCount = 0;
    for (const [k, order] of inRange.entries()) {
      const checkResult = b === 5 ? 0 : k % 9 === 2 ? 2 : k % 13 === 4 ? 3 : k % 17 === 6 ? 5 : 1;
      const shop =
        checkResult === 2 ? twoDecimals(order.totalPrice - 10) : checkResult === 3 ? undefined : order.totalPrice;
      centerAmount += order.totalPrice;
      shopAmount += shop ?? 0;
      if (checkResult === 2 || checkResult === 3) diffCount++;
      t.records.insert({
        id: seedId(t.records),
        batchNo,
        orderId: order.id,
        orderNo: order.orderNo,
        thirdOrderNo: order.thirdOrderNo,
        supplierId: order.supplierId,
        supplierName: order.supplierName,
        purchaserName: order.purchaserName,
        orderTime: order.createTime,
        centerAmount: order.totalPrice,
        ...(shop !== undefined && { shopAmount: shop, diffAmount: twoDecimals(order.totalPrice - shop) }),
        checkResult,
        signStatus: checkResult === 5 ? 1 : 0,
        ...(checkResult !== 0 && { checkTime: at(from + 61) }),
      });
    }
    t.batches.insert({
      id: batchNo,
      batch: {
        batchNo,
        supplierId: seededOrgs.ecommerceSupplier,
        supplierName: orgName(seededOrgs.ecommerceSupplier),
        orderStartTime: at(from),
        orderEndTime: at(from + 60),
        centerCount: inRange.length,
        shopCount: inRange.length,
        centerAmount: twoDecimals(centerAmount),
        shopAmount: twoDecimals(shopAmount),
        diffCount,
        status: b === 5 ? 0 : b === 4 ? 3 : 2,
        createTime: at(from + 61),
      },
    });
    t.triggers.insert({
      id: seedId(t.triggers),
      batchNo,
      side: 2,
      supplierId: seededOrgs.ecommerceSupplier,
      supplierName: orgName(seededOrgs.ecommerceSupplier),
      orderStartTime: at(from),
      orderEndTime: at(from + 60),
      total: inRange.length,
      success: inRange.length,
      fail: 0,
      triggerUserName: '系统定时任务',
      createTime: at(from + 61),
    });
  }
  for (const [k, invoice] of t.invoices.all().slice(0, 120).entries()) {
    const order = t.orders.get(invoice.orderId);
    if (!order) continue;
    const checkResult = k % 10 === 3 ? 2 : k % 15 === 7 ? 0 : 1;
    const orderAmount = checkResult === 2 ? twoDecimals(invoice.invoiceAmount + 20) : invoice.invoiceAmount;
    t.invoiceChecks.insert({
      id: seedId(t.invoiceChecks),
      invoiceCode: invoice.invoiceCode,
      invoiceNo: invoice.invoiceNo,
      invoiceDate: invoice.invoiceDate,
      orderNo: order.orderNo,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      purchaserName: order.purchaserName,
      invoiceAmount: invoice.invoiceAmount,
      orderAmount,
      diffAmount: twoDecimals(orderAmount - invoice.invoiceAmount),
      checkResult,
    });
  }
  for (const carrier of carriers) t.carriers.insert({ id: carrier.code, carrier });
  for (const [pCode, pName, jd, cities] of areaTree) {
    t.areas.insert({ id: pCode, area: { code: pCode, name: pName, level: 1, parentCode: '0', jdAreaId: jd } });
    for (const [cCode, cName, dists, cJd] of cities) {
      t.areas.insert({
        id: cCode,
        area: { code: cCode, name: cName, level: 2, parentCode: pCode, jdAreaId: cJd },
      });
      for (const [dCode, dName, dJd] of dists)
        t.areas.insert({
          id: dCode,
          area: { code: dCode, name: dName, level: 3, parentCode: cCode, jdAreaId: dJd },
        });
    }
  }
}
