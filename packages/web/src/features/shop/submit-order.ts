// Placing an order: the backend checks the goods (shelf, stock, price) and the order's rules (quota, purchase plan),
// then splits it into one order per supplier. Cart rows leave the cart only once their orders exist.
import { type components, orderCheck, orderSplit, orderValidate } from '@zc/sdk';

type Order = components['schemas']['Order'];
type OrderSubmitRequest = components['schemas']['OrderSubmitRequest'];
type CartItem = components['schemas']['CartItem'];

/** A goods line of the confirmation: a cart row, or a line of a purchase plan. */
export interface OrderLine {
  key: string;
  goodsId: string;
  sku?: string;
  goodsName: string;
  mainImage?: string;
  spec?: string;
  unit?: string;
  supplierId: string;
  supplierName?: string;
  /** The unit price the buyer sees; the backend refuses the order when it is no longer the price in force. */
  price: number;
  quantity: number;
  cartId?: string;
}

/** A cart row as a line of the confirmation. */
export const lineOfCartItem = (row: CartItem): OrderLine => ({
  key: row.id,
  goodsId: row.goodsId,
  sku: row.sku,
  goodsName: row.goodsName,
  mainImage: row.mainImage,
  spec: row.spec,
  unit: row.unit,
  supplierId: row.supplierId,
  supplierName: row.supplierName,
  price: row.price,
  quantity: row.quantity,
  cartId: row.id,
});

export interface OrderChoice {
  deliveryAddressId: string;
  receiptId?: string;
  remark?: string;
  planId?: string;
}

/** The order check refused: what to tell the buyer, item by item. */
export class OrderRefused extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('；'));
  }
}

/** The items of the order as the checks and the split take them. */
export const orderItems = (lines: readonly OrderLine[]): OrderSubmitRequest['items'] =>
  lines.map((line) => ({
    goodsId: line.goodsId,
    sku: line.sku,
    buyNum: line.quantity,
    cartId: line.cartId,
    price: line.price,
  }));

export async function submitOrder(lines: readonly OrderLine[], choice: OrderChoice): Promise<Order[]> {
  const body = { ...choice, orderType: 1 as const, items: orderItems(lines) };
  for (const check of [orderCheck, orderValidate]) {
    const result = await check({ body });
    if (!result.pass)
      throw new OrderRefused(result.messages?.length ? result.messages : ['部分商品暂不能下单，请返回购物车调整']);
  }
  return orderSplit({ body });
}
