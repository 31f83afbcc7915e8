// Carts (tag cart): the direct-purchase cart, the demand list and the auction demand list of the signed-in user.
// Adding checks the shelf state and the stock; rows show the goods item's current price (discounts applied), stock
// and state; removing and emptying are real. Freight and procurement branches come from the platform's settings.

import { goodsStateLabels } from '@zc/sdk/labels';
import { twoDecimals } from '../../engine/decimals.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { newestFirst } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import { platformTables } from '../../tables/platform.ts';
import { type Caller, caller, freightOf, type Goods, unitPrice } from './shared.ts';

type CartItem = Entity<'CartItem'>;
type CartType = CartItem['cartType'];
const cartNames: Record<number, string> = { 0: '购物车', 1: '需求车', 2: '拍卖需求车' };
const maxRows = 200;

/** A row with the goods item's current price, stock and state. */
function fresh(row: CartItem): CartItem {
  const goods = t.goods.get(row.goodsId);
  if (!goods) return row;
  const price = unitPrice(goods, row.quantity);
  return {
    ...row,
    goodsName: goods.name,
    mainImage: goods.mainImage,
    spec: goods.spec,
    unit: goods.unit,
    price,
    amount: twoDecimals(price * row.quantity),
    stock: goods.stock,
    goodsState: goods.goodsState,
  };
}

const isValid = (row: CartItem) => row.goodsState === 1 && (row.stock ?? 0) >= row.quantity;

const rowsOf = (who: Caller, cartType: CartType) =>
  newestFirst(
    t.cartItems.all().filter((row) => row.userId === who.user.id && row.cartType === cartType),
    'createTime',
  ).map(fresh);

function ownRow(who: Caller, id: string, cartType?: CartType): CartItem {
  const row = t.cartItems.get(id);
  if (!row || row.userId !== who.user.id) fail('购物车商品不存在或已删除', 404);
  if (cartType !== undefined && row.cartType !== cartType) fail(`该商品不在${cartNames[cartType]}中`);
  return row;
}

const ownRows = (who: Caller, ids: readonly string[], cartType?: CartType) =>
  [...new Set(ids)].map((id) => ownRow(who, id, cartType));

/** The goods may be bought in this quantity: on shelf, enough stock for the cart, at least the minimum. */
function checkBuyable(goods: Goods, quantity: number, cartType: CartType) {
  if (goods.goodsState !== 1)
    fail(
      `商品“${goods.name}”${goods.goodsState === 2 ? '已下架' : goodsStateLabels[goods.goodsState]}，不能加入${cartNames[cartType]}`,
    );
  if (cartType === 0 && goods.stock < quantity)
    fail(`商品“${goods.name}”库存不足，当前库存${goods.stock}${goods.unit}`);
  const minimum = goods.minBuyNum ?? 1;
  if (quantity < minimum) fail(`商品“${goods.name}”${minimum}${goods.unit}起购`);
  if (quantity > 99999) fail('单个商品数量不能超过99999');
}

async function addRow(who: Caller, body: Entity<'CartItemForm'>, cartType: CartType, purchaserId?: string) {
  const goods = t.goods.require(body.goodsId, '商品');
  if (purchaserId) {
    const org = accountTables.orgs.require(purchaserId, '采购单位');
    if (org.orgType === 4) fail(`“${org.orgNameZh}”不是采购单位`);
  }
  const projectId = cartType === 2 ? body.projectId : undefined;
  const existing = t.cartItems
    .all()
    .find(
      (row) =>
        row.userId === who.user.id &&
        row.cartType === cartType &&
        row.goodsId === goods.id &&
        row.projectId === projectId,
    );
  const quantity = (existing?.quantity ?? 0) + body.quantity;
  checkBuyable(goods, quantity, cartType);
  if (existing) return fresh(await t.cartItems.update(existing.id, { quantity }));
  if (t.cartItems.count((row) => row.userId === who.user.id && row.cartType === cartType) >= maxRows)
    fail(`${cartNames[cartType]}最多可添加${maxRows}种商品，请先结算或删除部分商品`);
  const row = await t.cartItems.insert({
    id: newId(),
    userId: who.user.id,
    purchaserId: purchaserId ?? who.user.orgId,
    goodsId: goods.id,
    sku: goods.sku,
    goodsName: goods.name,
    mainImage: goods.mainImage,
    spec: goods.spec,
    unit: goods.unit,
    supplierId: goods.supplierId,
    supplierName: goods.supplierName,
    price: goods.price,
    quantity,
    stock: goods.stock,
    goodsState: goods.goodsState,
    cartType,
    checked: cartType === 0 ? 1 : 0,
    ...(projectId && { projectId }),
    createTime: now(),
  });
  return fresh(row);
}

/** The cart grouped by supplier; rows whose goods went off shelf or out of stock are set apart. */
function cartView(who: Caller): Entity<'Cart'> {
  const rows = rowsOf(who, 0);
  const valid = rows.filter(isValid);
  const groups = new Map<string, Entity<'CartSupplierGroup'>>();
  for (const row of valid) {
    const group = groups.get(row.supplierId) ?? {
      supplierId: row.supplierId,
      supplierName: row.supplierName ?? '',
      items: [],
      amount: 0,
    };
    group.items.push(row);
    if (row.checked === 1) group.amount = twoDecimals(group.amount + (row.amount ?? 0));
    groups.set(row.supplierId, group);
  }
  const ticked = valid.filter((row) => row.checked === 1);
  return {
    groups: [...groups.values()],
    invalidItems: rows.filter((row) => !isValid(row)),
    totalQuantity: ticked.reduce((sum, row) => sum + row.quantity, 0),
    totalAmount: twoDecimals(ticked.reduce((sum, row) => sum + (row.amount ?? 0), 0)),
  };
}

export const cartHandlers = defineHandlers({
  getShoppingCart: ({ session }) => cartView(caller(session)),

  getCartItem: ({ input, session }) => fresh(ownRow(caller(session), input.path.id)),

  addCartGoods: ({ input, session }) => addRow(caller(session), input.body, 0, input.query?.purchaserId),

  updateCartGoods: async ({ input, session }) => {
    const who = caller(session);
    const { id, quantity, checked } = input.body;
    const row = ownRow(who, id);
    if (quantity === undefined && checked === undefined) fail('请填写要修改的数量或勾选状态');
    if (quantity !== undefined && quantity !== row.quantity) {
      const goods = t.goods.require(row.goodsId, '商品');
      checkBuyable(goods, quantity, row.cartType);
    }
    if (checked === 1 && row.cartType === 0) {
      const current = fresh(row);
      if (!isValid({ ...current, quantity: quantity ?? row.quantity })) fail('该商品已失效，不能勾选');
    }
    return fresh(
      await t.cartItems.update(row.id, {
        ...(quantity !== undefined && { quantity }),
        ...(checked !== undefined && { checked }),
      }),
    );
  },

  deleteCartItem: ({ input, session }) => {
    const row = ownRow(caller(session), input.path.id);
    t.cartItems.remove(row.id);
    return true;
  },

  removeCartItemsByIds: ({ input, session }) => {
    const rows = ownRows(caller(session), input.body);
    for (const row of rows) t.cartItems.remove(row.id);
    return true;
  },

  emptyCartByUserId: ({ input, session }) => {
    const who = caller(session);
    const userId = input.path.userId;
    if (userId !== who.user.id && !who.isAdmin) fail('只能清空自己的购物车', 403);
    accountTables.users.require(userId, '用户');
    for (const row of t.cartItems.all().filter((item) => item.userId === userId && item.cartType === 0))
      t.cartItems.remove(row.id);
    return true;
  },

  getCartItemsByIds: ({ input, session }) => ownRows(caller(session), input.body, 0).map(fresh),

  getDemandCartList: ({ session }) => rowsOf(caller(session), 1),
  addDemandCartItem: ({ input, session }) => addRow(caller(session), input.body, 1),

  getAuctionDemandCartList: ({ session }) => rowsOf(caller(session), 2),
  addAuctionDemandCartItem: ({ input, session }) => addRow(caller(session), input.body, 2),
  getAuctionCartItemsByIds: ({ input, session }) => ownRows(caller(session), input.body, 2).map(fresh),
  deleteAuctionDemandCartItem: ({ input, session }) => {
    const row = ownRow(caller(session), input.path.id, 2);
    t.cartItems.remove(row.id);
    return true;
  },

  exportCart: ({ session }) =>
    xlsxExport(
      '购物车',
      [
        ['商品SKU', (row) => row.sku],
        ['商品名称', (row) => row.goodsName],
        ['规格', (row) => row.spec],
        ['供应商', (row) => row.supplierName],
        ['单价（元）', (row) => row.price],
        ['数量', (row) => row.quantity],
        ['单位', (row) => row.unit],
        ['金额（元）', (row) => row.amount],
        ['状态', (row) => (isValid(row) ? '有效' : '已失效')],
      ],
      rowsOf(caller(session), 0),
    ),

  downloadCartImportTemplate: () =>
    xlsxExport(
      '购物车导入模板',
      [
        ['商品SKU（必填）', (row: [string, string, number]) => row[0]],
        ['供应商名称（必填）', (row) => row[1]],
        ['数量（必填）', (row) => row[2]],
      ],
      [['C0100000001', '北京晨曦办公用品有限公司', 10]],
    ),

  batchQueryFreight: ({ input }) => {
    const { areaCode, items } = input.body;
    const bySupplier = new Map<string, number>();
    for (const item of items) {
      const goods = t.goods.require(item.goodsId, '商品');
      if (goods.supplierId !== item.supplierId) fail(`商品“${goods.name}”不属于所选供应商`);
      const amount = item.amount ?? twoDecimals(unitPrice(goods, item.quantity) * item.quantity);
      bySupplier.set(item.supplierId, twoDecimals((bySupplier.get(item.supplierId) ?? 0) + amount));
    }
    return [...bySupplier].map(([supplierId, goodsAmount]) => {
      const { freight, freeThreshold } = freightOf(supplierId, areaCode, goodsAmount);
      return {
        supplierId,
        supplierName: accountTables.orgs.get(supplierId)?.orgNameZh,
        goodsAmount,
        freight,
        ...(freeThreshold !== undefined && { freeFreightAmount: freeThreshold }),
      };
    });
  },

  getBranchShowList: ({ input }) => {
    const org = accountTables.orgs.require(input.path.orgId, '采购单位');
    const branches = platformTables.purchaseBranches
      .all()
      .filter((branch) => branch.orgId === org.id && branch.isShow === 1)
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
    return branches.map((branch, i) => ({
      id: branch.id,
      branchName: branch.branchName,
      orgId: branch.orgId,
      contactName: branch.contactName,
      contactPhone: branch.contactPhone,
      address: branch.address,
      isDefault: i === 0 ? 1 : 0,
    }));
  },
});
