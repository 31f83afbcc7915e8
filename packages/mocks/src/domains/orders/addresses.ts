// Delivery addresses, areas, invoice titles (platform and JD) and invoicing applications: each user keeps their own.

import { twoDecimals } from '../../engine/decimals.ts';
import { type AnyContext, defineHandlers, type Handlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { newId, now } from '../../engine/random.ts';
import { fail, type Table } from '../../engine/store.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { applyInvoicing } from './handlers.ts';
import { viewerOf } from './scope.ts';

type Receipt = Entity<'Receipt'>;
const areaOf = (code: string | undefined) => (code ? t.areas.get(code)?.area : undefined);
const userOf = (context: AnyContext) => viewerOf(context).user;

function ownAddress(context: AnyContext, id: string) {
  const row = t.addresses.require(id, '收货地址');
  if (row.userId !== userOf(context).id) fail('无权操作该收货地址', 403);
  return row;
}

async function makeDefault<T extends { id: string; userId?: string; isDefault: 0 | 1 }>(table: Table<T>, row: T) {
  for (const other of table.all().filter((candidate) => candidate.userId === row.userId && candidate.isDefault === 1))
    if (other.id !== row.id) await table.update(other.id, { isDefault: 0 } as Partial<T>);
}

/** The same invoice-title calls over the platform's titles and the JD channel's. */
function receiptFamily(table: Table<Receipt>, source: 1 | 2) {
  const own = (context: AnyContext) => table.all().filter((row) => row.userId === userOf(context).id);
  const requireOwn = (context: AnyContext, id: string) => {
    const row = table.require(id, '发票抬头');
    if (row.userId !== userOf(context).id) fail('无权操作该发票抬头', 403);
    return row;
  };
  return {
    list: (context: AnyContext, receiptType?: number) =>
      own(context).filter((row) => receiptType === undefined || row.receiptType === receiptType),
    save: async (context: AnyContext, body: Entity<'ReceiptForm'>) => {
      const user = userOf(context);
      // titleType 1 is 单位, 2 个人 (the spec's labels).
      if (body.titleType === 1 && !body.taxNo) fail('单位抬头须填写纳税人识别号');
      if (body.receiptType === 2 && body.titleType === 2) fail('增值税专用发票只能开具给单位');
      if (body.receiptType === 2 && (!body.bankName || !body.bankAccount || !body.registerAddress))
        fail('增值税专用发票须填写注册地址、开户银行和银行账号');
      const saved = body.id
        ? await table.update(requireOwn(context, body.id).id, { ...body, id: body.id, isDefault: body.isDefault ?? 0 })
        : await table.insert({
            ...body,
            id: newId(),
            userId: user.id,
            purchaserId: user.orgId,
            source,
            isDefault: body.isDefault ?? 0,
            createTime: now(),
          });
      if (saved.isDefault === 1) await makeDefault(table, saved);
      return saved;
    },
    remove: (context: AnyContext, id: string) => {
      table.remove(requireOwn(context, id).id);
      return true as const;
    },
    last: (context: AnyContext) => {
      const user = userOf(context);
      const latest = t.orders
        .all()
        .filter((order) => order.buyerId === user.id && order.receiptId)
        .sort((a, b) => b.createTime.localeCompare(a.createTime))[0];
      return (latest && table.get(latest.receiptId)) ?? own(context).find((row) => row.isDefault === 1) ?? null;
    },
  };
}

const receipts = receiptFamily(t.receipts, 1);
const jdReceipts = receiptFamily(t.jdReceipts, 2);

export const addressHandlers: Handlers = defineHandlers({
  queryDeliveryAddress: (context) => {
    const user = userOf(context);
    const type = context.input.query?.addressType;
    return t.addresses
      .all()
      .filter((row) => row.userId === user.id && (type === undefined || row.addressType === type))
      .sort((a, b) => b.isDefault - a.isDefault);
  },
  saveOrUpdateDeliveryAddress: async (context) => {
    const body = context.input.body;
    const user = userOf(context);
    const province = areaOf(body.provinceCode);
    const city = areaOf(body.cityCode);
    const district = areaOf(body.districtCode);
    if (!province || !city || !district || city.parentCode !== province.code || district.parentCode !== city.code)
      fail('省市区选择有误，请重新选择');
    const names = {
      provinceName: province.name,
      cityName: city.name,
      districtName: district.name,
      fullAddress: `${province.name}${city.name}${district.name}${body.townName ?? ''}${body.detailAddress}`,
    };
    const saved = body.id
      ? await t.addresses.update(ownAddress(context, body.id).id, { ...body, ...names, id: body.id })
      : await t.addresses.insert({
          ...body,
          ...names,
          id: newId(),
          userId: user.id,
          addressType: body.addressType ?? (user.userType === 0 ? 1 : 2),
          isDefault: body.isDefault ?? (t.addresses.count((row) => row.userId === user.id) === 0 ? 1 : 0),
          createTime: now(),
        });
    if (saved.isDefault === 1) await makeDefault(t.addresses, saved);
    return saved;
  },
  deleteDeliveryAddress: (context) => {
    const row = ownAddress(context, context.input.path.id);
    t.addresses.remove(row.id);
    return true;
  },
  updateDefaultAddress: async (context) => {
    const row = ownAddress(context, context.input.path.id);
    const updated = await t.addresses.update(row.id, { isDefault: 1 });
    await makeDefault(t.addresses, updated);
    return true;
  },
  queryArea: (context) => {
    const parent = context.input.query?.parentCode || '0';
    return t.areas
      .all()
      .map((row) => row.area)
      .filter((area) => area.parentCode === parent);
  },
  queryAreaByLevel: (context) => {
    const { level, parentCode } = context.input.query;
    return t.areas
      .all()
      .map((row) => row.area)
      .filter((area) => area.level === level && (!parentCode || area.parentCode === parentCode));
  },
  queryAreaNameByCode: (context) => areaOf(context.input.query.code)?.name ?? fail('地区编码不存在'),
  queryJdAreaIdList: (context) => {
    const body = context.input.body;
    const areas = t.areas.all().map((row) => row.area);
    const find = (name: string | undefined, level: number) =>
      name ? areas.find((area) => area.level === level && area.name === name) : undefined;
    const province = find(body.provinceName, 1);
    const city = find(body.cityName, 2);
    if (!province || !city) fail('未找到对应的京东地区');
    const county = find(body.districtName, 3);
    return {
      provinceId: province.jdAreaId ?? '',
      cityId: city.jdAreaId ?? '',
      countyId: county?.jdAreaId ?? '0',
      townId: '0',
    };
  },

  queryReceipt: (context) => receipts.list(context, context.input.query?.receiptType),
  queryOwnReceiptList: (context) => receipts.list(context),
  getSyncReceiptList: (context) => receipts.list(context).filter((row) => row.source !== 2),
  queryLastOrderReceipt: (context) => receipts.last(context),
  saveOrUpdateReceipt: (context) => receipts.save(context, context.input.body),
  deleteReceipt: (context) => receipts.remove(context, context.input.path.id),
  queryJdReceipt: (context) => jdReceipts.list(context, context.input.query?.receiptType),
  queryJdLastOrderReceipt: (context) => jdReceipts.last(context),
  saveOrUpdateJdReceipt: (context) => jdReceipts.save(context, context.input.body),
  deleteJdReceipt: (context) => jdReceipts.remove(context, context.input.path.id),
  applyOrderInvoice: async (context) => {
    const body = context.input.body;
    const orders = await applyInvoicing(context, body.orderIds, body.receiptId);
    return t.invoiceApplications.insert({
      id: newId(),
      applicationNo: `KP${now().slice(0, 10).replaceAll('-', '')}${newId().slice(-6)}`,
      orderIds: body.orderIds,
      receiptId: body.receiptId,
      amount: twoDecimals(orders.reduce((sum, order) => sum + order.totalPrice, 0)),
      status: 0,
      createTime: now(),
    });
  },
});
