// Failed hand-overs of orders to an e-commerce supplier's system (/order-failure-list): listed, retried and marked
// handled by the platform. A retry goes through unless a line's goods are off the shelf or short of stock now, the
// supplier's usual refusals, which the record then keeps as its latest error.
import { defineHandlers, queryOf } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, paginate } from '../../engine/paging.ts';
import { daysFromSeedDay, formatDateTime, newId, now, seedId } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables as t } from '../../tables/orders.ts';
import { seededOrgs } from '../accounts/seed.ts';
import { linesOf, viewerOf } from './scope.ts';

type InterfaceErr = Entity<'OrderInterfaceErr'>;

const seededErrors: [string, string][] = [
  ['提交订单', '收货地址解析失败：无法匹配京东四级地址'],
  ['确认订单', '接口调用超时（30000ms），请稍后重试'],
  ['提交订单', '订单金额与电商价格不一致，请核对后重新提交'],
  ['确认预占库存', '预占库存已过期，请重新下单'],
];

/** A dozen failed hand-overs of the e-commerce supplier's orders waiting for acceptance or shipping, a third handled. */
export async function seedInterfaceErrs() {
  const orders = t.orders
    .all()
    .filter((order) => order.supplierId === seededOrgs.ecommerceSupplier && (order.status === 2 || order.status === 3))
    .slice(0, 12);
  for (const [k, order] of orders.entries()) {
    const [interfaceName, errorMsg] = seededErrors[k % seededErrors.length] ?? seededErrors[0] ?? ['', ''];
    const createTime = formatDateTime(new Date(daysFromSeedDay(-k).getTime() - 3_600_000));
    const handled = k % 3 === 2;
    t.interfaceErrs.insert({
      id: seedId(t.interfaceErrs),
      orderId: order.id,
      orderNo: order.orderNo,
      purchaserName: order.purchaserName,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      interfaceName,
      errorMsg,
      retryCount: k % 2,
      flag: handled ? 1 : 0,
      ...(handled && { handleTime: createTime, handlerName: '平台管理员' }),
      createTime,
    });
  }
}

/** Why the supplier would refuse the order now, if it would. */
function refusalOf(orderId: string): string | undefined {
  for (const line of linesOf(orderId)) {
    const goods = catalogueTables.goods.get(line.goodsId);
    if (goods?.goodsState !== 1) return `商品 ${line.sku} 已下架，电商拒绝接单`;
    if (goods.stock < line.buyNum) return `商品 ${line.sku} 库存不足（剩余 ${goods.stock}）`;
  }
  return undefined;
}

const requireErr = (id: string): InterfaceErr => t.interfaceErrs.require(id, '失败订单记录');

export const interfaceErrHandlers = defineHandlers({
  listOrderInterfaceErrs: (context) => {
    const query = queryOf(context);
    const rows = t.interfaceErrs
      .all()
      .filter(
        (row) =>
          contains(row.orderNo, query.orderNo) &&
          equals(row.supplierId, query.supplierId) &&
          equals(row.flag, query.flag),
      )
      .sort((a, b) => b.createTime.localeCompare(a.createTime));
    return paginate(rows, query);
  },
  retryOrderInterfaceErr: async (context) => {
    const row = requireErr(context.input.path.id);
    if (row.flag === 1) fail('该失败订单已处理，无需重新推送');
    const order = t.orders.require(row.orderId, '订单');
    if (order.status === 8 || order.status === 9) fail('订单已取消或已退回，不能重新推送');
    const time = now();
    const tried = { retryCount: Math.min(row.retryCount + 1, 99), lastRetryTime: time };
    const refusal = refusalOf(order.id);
    if (refusal) return t.interfaceErrs.update(row.id, { ...tried, errorMsg: refusal });
    if (!order.thirdOrderNo)
      await t.orders.update(order.id, { thirdOrderNo: `JD${newId().slice(-10)}`, updateTime: time });
    return t.interfaceErrs.update(row.id, { ...tried, flag: 1, handleTime: time, handlerName: '系统' });
  },
  updateOrderInterfaceErrFlag: async (context) => {
    const { id, flag } = context.input.query;
    const row = requireErr(id);
    if (row.flag === flag) fail(flag === 1 ? '该失败订单已标记为已处理' : '该失败订单尚未处理');
    return t.interfaceErrs.update(
      row.id,
      flag === 1
        ? { flag, handleTime: now(), handlerName: viewerOf(context).user.fullName }
        : { flag, handleTime: undefined, handlerName: undefined },
    );
  },
});
