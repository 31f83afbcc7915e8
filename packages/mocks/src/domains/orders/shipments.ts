// Shipments and receipts of orders: the supplier ships lines and quantities in parcels, each with a carrier the
// platform knows and a waybill of that carrier's form; the purchaser receives a parcel, or lines and quantities.
import { type AnyContext, defineHandlers, type Handlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { carrierOf, platformCarriers } from '../../tables/carriers.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { linesOf, type Order, requireOrder, viewerOf } from './scope.ts';

type Body = Entity<'OrderReceiptOrDeliverRequest'>;
type Line = Entity<'OrderDetail'>;
type Parcel = Entity<'OrderLogistics'>;

/** Quantities asked per line, a line named twice counted once with both quantities. */
function quantities(items: { orderDetailId: string; num: number }[]) {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.orderDetailId, (wanted.get(item.orderDetailId) ?? 0) + item.num);
  return wanted;
}

const parcelsOf = (order: Order) =>
  t.logistics.all().filter((row) => row.orderId === order.id && row.relationId === order.id);
const unreceived = (item: NonNullable<Parcel['items']>[number]) => item.num - (item.receivedNum ?? 0);

/** What is still to ship of a line, and what of it is shipped but not yet received. */
const toShip = (line: Line) => line.buyNum - (line.deliveredNum ?? 0);
const toReceive = (line: Line) => (line.deliveredNum ?? 0) - (line.receivedNum ?? 0);

/** Each line's open quantity (`open`) as an item; lines with nothing open are left out. */
const openItems = (lines: readonly Line[], open: (line: Line) => number) =>
  lines.filter((line) => open(line) > 0).map((line) => ({ orderDetailId: line.id, num: open(line) }));

/** Receipt of a line's quantity counted against its parcels, oldest first; a parcel received in full is signed for. */
async function receiveFromParcels(order: Order, lineId: string, num: number, time: string, by = '采购人') {
  let left = num;
  for (const parcel of parcelsOf(order)) {
    if (left === 0) return;
    if (!parcel.items?.some((item) => item.orderDetailId === lineId && unreceived(item) > 0)) continue;
    const items = parcel.items.map((item) => {
      if (item.orderDetailId !== lineId) return item;
      const taken = Math.min(left, unreceived(item));
      left -= taken;
      return { ...item, receivedNum: (item.receivedNum ?? 0) + taken };
    });
    const whole = items.every((item) => unreceived(item) === 0);
    await t.logistics.update(parcel.id, {
      items,
      ...(whole && {
        state: 3 as const,
        receiveTime: time,
        traces: [{ time, content: `${by}已确认收货` }, ...(parcel.traces ?? [])],
      }),
    });
  }
}

/** A parcel of the lines' quantities in `wanted`, shipped at `time` by `carrier` (none: the supplier's own delivery). */
function shipParcel(
  order: Order,
  wanted: Map<string, number>,
  time: string,
  trace: string,
  carrier?: { name: string; code: string },
  logisticsNo?: string,
) {
  return t.logistics.insert({
    id: newId(),
    orderId: order.id,
    orderNo: order.orderNo,
    relationId: order.id,
    logisticsCompany: carrier?.name ?? '供应商自送',
    logisticsCode: carrier?.code,
    logisticsNo: logisticsNo ?? `ZS${newId().slice(-10)}`,
    deliverTime: time,
    state: 1,
    traces: [{ time, content: trace }],
    orderDetailIds: [...wanted.keys()],
    items: [...wanted].map(([orderDetailId, num]) => ({ orderDetailId, num, receivedNum: 0 })),
    createTime: time,
  });
}

/**
 * The platform's own 已发货 or 已收货 (updateOrderStatus): what is still to ship leaves in one parcel, and what is still
 * to receive is received from the parcels, as the supplier's and the purchaser's calls would record them.
 */
export async function shipOrReceiveAll(order: Order, status: 5 | 6, remark: string | undefined, time: string) {
  const lines = linesOf(order.id);
  const shipping = quantities(openItems(lines, toShip));
  if (shipping.size > 0) await shipParcel(order, shipping, time, `平台已确认发货${remark ? `：${remark}` : ''}`);
  for (const line of lines)
    await t.orderDetails.update(line.id, {
      deliveredNum: line.buyNum,
      ...(status === 6 && { receivedNum: line.buyNum }),
    });
  if (status === 6)
    for (const item of openItems(lines, (line) => toShip(line) + toReceive(line)))
      await receiveFromParcels(order, item.orderDetailId, item.num, time, '平台');
}

/** What a receipt covers: a parcel's quantities not yet received, the items given, or all that was shipped. */
function receiptItems(order: Order, body: Body, open: (line: Line) => number) {
  if (!body.logisticsId) return body.items?.length ? body.items : openItems(linesOf(order.id), open);
  const parcel = parcelsOf(order).find((row) => row.id === body.logisticsId);
  if (!parcel) fail('物流信息不存在或已删除');
  const items = (parcel.items ?? []).filter((item) => unreceived(item) > 0);
  if (items.length === 0) fail(`包裹 ${parcel.logisticsNo} 已全部收货`);
  return items.map((item) => ({ orderDetailId: item.orderDetailId, num: unreceived(item) }));
}

/**
 * Records a shipment or a receipt of some lines. Shipping: 部分发货 until every line is shipped in full, then 已发货;
 * receiving: 部分收货 until every line is received in full, then 已收货. A quantity over what is open refuses the
 * whole call, and nothing changes.
 */
async function receiptOrDeliver(context: AnyContext & { input: { body: Body } }) {
  const { body } = context.input;
  const viewer = viewerOf(context);
  const order = requireOrder(context, body.orderId, viewer);
  const deliver = body.type === 1;
  if (deliver) {
    if (viewer.kind === 'purchaser') fail('只有供应商可以发货');
    if (order.status === 8) fail('订单已取消，不能发货');
    if (order.status !== 3 && order.status !== 4) fail('只有待发货或部分发货的订单可以发货');
  } else {
    if (viewer.kind === 'supplier') fail('只有采购人可以收货');
    if (order.status === 8) fail('订单已取消，不能收货');
    if (order.status !== 4 && order.status !== 5) fail('只有已发货的订单可以收货');
  }
  const carrier = deliver ? carrierOf(body) : undefined;
  const lines = linesOf(order.id);
  const open = deliver ? toShip : toReceive;
  const items = deliver ? (body.items?.length ? body.items : openItems(lines, open)) : receiptItems(order, body, open);
  if (items.length === 0) fail(deliver ? '订单没有待发货的商品' : '订单没有待收货的商品');
  const wanted = quantities(items);
  for (const [lineId, num] of wanted) {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) fail('订单明细不存在或已删除');
    if (num > open(line))
      fail(
        deliver
          ? `商品“${line.goodsName}”发货数量超过未发货数量（还可发 ${open(line)}）`
          : `商品“${line.goodsName}”收货数量超过待收货数量（还可收 ${open(line)}）`,
      );
  }
  const time = now();
  for (const [lineId, num] of wanted)
    await t.orderDetails.update(lineId, (line) => {
      if (deliver) line.deliveredNum = (line.deliveredNum ?? 0) + num;
      else line.receivedNum = (line.receivedNum ?? 0) + num;
    });
  const after = linesOf(order.id);
  if (deliver) {
    await shipParcel(
      order,
      wanted,
      time,
      `供应商已发货${body.remark ? `：${body.remark}` : ''}`,
      carrier,
      body.logisticsNo,
    );
    const all = after.every((line) => (line.deliveredNum ?? 0) >= line.buyNum);
    return t.orders.update(order.id, { status: all ? 5 : 4, deliverTime: time, updateTime: time });
  }
  for (const [lineId, num] of wanted) await receiveFromParcels(order, lineId, num, time);
  const all = after.every((line) => (line.receivedNum ?? 0) >= line.buyNum);
  return t.orders.update(
    order.id,
    all
      ? { status: 6, receivingStatus: 2, receiveTime: time, updateTime: time }
      : { receivingStatus: 1, updateTime: time },
  );
}

export const shipmentHandlers: Handlers = defineHandlers({
  listCarriers: () => platformCarriers(),
  orderReceiptOrDeliver: (context) => receiptOrDeliver(context),
});
