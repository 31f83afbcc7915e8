// Every deal of the platform in one shape, read from the tables where deals live: mall and agreement orders (from
// approved to completed), confirmed picketage results of bidding, backhand and auction projects, and sourcing orders.
// The statistics, charts and workbenches are sums over these.

import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import { between } from '../../engine/paging.ts';
import { orderTables } from '../../tables/orders.ts';
import { projectTables } from '../../tables/projects.ts';
import { linesByOrder } from '../orders/scope.ts';
import { orderGoods } from '../projects/sourcing-manage.ts';

/** Buying channels, in the order the cockpit names them. */
export const channels = ['direct', 'agreement', 'bidding', 'backhand', 'sourcing', 'auction'] as const;
export type Channel = (typeof channels)[number];
export const channelName: Record<Channel, string> = {
  direct: '直购',
  agreement: '协议',
  bidding: '竞价',
  backhand: '反拍',
  sourcing: '寻源',
  auction: '拍卖',
};
/** The purchaseType of the statistics queries (1 直购, 2 竞价, 3 反拍, 4 在线寻源, 5 拍卖): agreement buying is mall buying. */
export const purchaseTypeOf: Record<Channel, 1 | 2 | 3 | 4 | 5> = {
  direct: 1,
  agreement: 1,
  bidding: 2,
  backhand: 3,
  sourcing: 4,
  auction: 5,
};
const projectChannel: Record<number, Channel> = { 1: 'bidding', 2: 'backhand', 3: 'auction' };

export interface DealLine {
  goodsName: string;
  categoryName: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** Market, budget or ceiling price the deal compares with (for the saving). */
  referencePrice?: number;
}

export interface Deal {
  id: string;
  no: string;
  time: string;
  channel: Channel;
  orgId: string;
  orgName: string;
  supplierId: string;
  supplierName: string;
  amount: number;
  lines: DealLine[];
}

export interface DealFilter {
  startTime?: string;
  endTime?: string;
  orgId?: string;
  purchaseType?: number;
  supplierName?: string;
}

function orderDeals(): Deal[] {
  const lines = linesByOrder();
  return orderTables.orders
    .all()
    .filter((order) => order.status >= 2 && order.status <= 7)
    .map((order) => ({
      id: order.id,
      no: order.orderNo,
      time: order.createTime,
      channel: order.orderType === 2 ? 'agreement' : 'direct',
      orgId: order.purchaserId,
      orgName: order.purchaserName,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      amount: order.totalPrice,
      lines: (lines.get(order.id) ?? []).map((line) => ({
        goodsName: line.goodsName,
        categoryName: line.categoryName ?? '其他',
        unit: line.unit ?? '',
        quantity: line.buyNum,
        unitPrice: line.price,
        amount: line.amount,
        ...(line.marketPrice !== undefined ? { referencePrice: line.marketPrice } : {}),
      })),
    }));
}

function projectDeals(): Deal[] {
  const goods = new Map(projectTables.projectGoods.all().map((row) => [row.id, row]));
  return projectTables.picketages
    .all()
    .filter((row) => row.status === 1 || row.status === 3)
    .flatMap((picketage) => {
      const project = projectTables.projects.get(picketage.projectId);
      if (!project) return [];
      return [
        {
          id: picketage.id,
          no: project.projectNo,
          time: picketage.picketageTime,
          channel: projectChannel[project.projectType] ?? 'bidding',
          orgId: project.purchaserOrgId,
          orgName: project.purchaserOrgName,
          supplierId: picketage.supplierId,
          supplierName: picketage.supplierName,
          amount: picketage.dealAmount,
          lines: (picketage.goods ?? []).map((line: Entity<'DealGoods'>) => {
            const row = goods.get(line.projectGoodsId);
            return {
              goodsName: line.goodsName,
              categoryName: row?.categoryName ?? '其他',
              unit: line.unit,
              quantity: line.quantity,
              unitPrice: line.dealUnitPrice,
              amount: line.dealTotalPrice,
              ...(row?.budgetPrice !== undefined ? { referencePrice: row.budgetPrice } : {}),
            };
          }),
        },
      ];
    });
}

function sourcingDeals(): Deal[] {
  const commodities = new Map(projectTables.sourcingCommodities.all().map((row) => [row.id, row]));
  return projectTables.sourcingOrders
    .all()
    .filter((order) => order.status !== 5)
    .map((order) => ({
      id: order.id,
      no: order.orderNo,
      time: order.createTime,
      channel: 'sourcing',
      orgId: order.purchaserOrgId,
      orgName: order.purchaserOrgName,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      amount: order.totalPrice,
      lines: orderGoods(order).map((line) => {
        const row = commodities.get(line.commodityId);
        return {
          goodsName: line.goodsName,
          categoryName: row?.categoryName ?? '其他',
          unit: line.unit,
          quantity: line.quantity,
          unitPrice: line.dealUnitPrice,
          amount: line.dealTotalPrice,
          ...(row?.budgetPrice !== undefined ? { referencePrice: row.budgetPrice } : {}),
        };
      }),
    }));
}

/** Every deal matching the filter (period by deal time, purchasing unit, channel, supplier name), oldest first. */
export function deals(filter: DealFilter = {}): Deal[] {
  return [...orderDeals(), ...projectDeals(), ...sourcingDeals()]
    .filter(
      (deal) =>
        between(deal.time, filter.startTime, filter.endTime) &&
        (!filter.orgId || deal.orgId === filter.orgId) &&
        (!filter.purchaseType || purchaseTypeOf[deal.channel] === filter.purchaseType) &&
        (!filter.supplierName || deal.supplierName.includes(filter.supplierName)),
    )
    .sort((a, b) => a.time.localeCompare(b.time));
}

export const sum = <T>(rows: readonly T[], value: (row: T) => number) =>
  twoDecimals(rows.reduce((total, row) => total + value(row), 0));
/** A share in percent with two decimals (0 when the whole is 0). */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, twoDecimals((part / whole) * 100)) : 0;

/** Rows grouped by a key, in first-seen order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** A chart's named values, largest first, with their share of the total. */
export function ranked(values: Map<string, number>, limit = 10): Entity<'NameValue'>[] {
  const total = [...values.values()].reduce((a, b) => a + b, 0);
  return [...values.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, value]) => ({ name, value: twoDecimals(value), ratio: percent(value, total) }));
}
