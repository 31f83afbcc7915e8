// Placing an order from cart rows: the backend checks the goods (shelf, stock, price) and the order as a whole, then
// splits it into one order per supplier. The rows leave the cart only once their orders exist.
import { type components, orderCheck, orderSplit, orderValidate } from '@zc/sdk';

type CartItem = components['schemas']['CartItem'];
type Order = components['schemas']['Order'];

export interface OrderChoice {
  deliveryAddressId: string;
  receiptId?: string;
  remark?: string;
}

/** The order check refused: what to tell the buyer, item by item. */
export class OrderRefused extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('；'));
  }
}

export async function submitOrder(rows: CartItem[], choice: OrderChoice): Promise<Order[]> {
  const body = {
    ...choice,
    orderType: 1 as const,
    items: rows.map((row) => ({
      goodsId: row.goodsId,
      sku: row.sku,
      buyNum: row.quantity,
      cartId: row.id,
      price: row.price,
    })),
  };
  for (const check of [orderCheck, orderValidate]) {
    const result = await check({ body });
    if (!result.pass)
      throw new OrderRefused(result.messages?.length ? result.messages : ['部分商品暂不能下单，请返回购物车调整']);
  }
  return orderSplit({ body });
}
