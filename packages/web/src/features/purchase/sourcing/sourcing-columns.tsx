import type { components } from '@zc/sdk';
import { pagePurchaserSourcing, pagePurchaserSourcingOrders } from '@zc/sdk';
import { sourcingOrderStatusLabels, sourcingStatusLabels, sourcingSupplierScopeLabels } from '@zc/sdk/labels';
import { defineFilters, select, text } from '@/shared/list/filters.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { orderFilters, sourcingFilters } from './filters.ts';

export type Sourcing = components['schemas']['Sourcing'];
export type SourcingOrder = components['schemas']['SourcingOrder'];
export type Commodity = components['schemas']['SourcingCommodity'];

/** The columns every list of inquiries shows, before its own. */
export const sourcingColumns = columnsOf<Sourcing>({
  sourcingNo: '询价编号',
  sourcingName: '询价标题',
  status: ['询价状态', sourcingStatusLabels],
  supplierScope: ['寻源方式', sourcingSupplierScopeLabels],
  quoteCount: '报价数',
  quoteEndTime: ['报价截止', 'dateTime'],
});

/** An inquiry's goods lines as asked for. */
export const commodityColumns = columnsOf<Commodity>({
  goodsName: '商品名称',
  spec: '规格型号',
  brandName: '品牌',
  unit: '单位',
  quantity: { header: '数量', align: 'right' },
  budgetPrice: ['最高单价（元）', 'money'],
  remark: '备注',
});

/**
 * The inquiries a page about one offers, from 我的寻源, starting on the phase the page is about (`statuses[0]`) with
 * a select of the phases it serves.
 */
export const sourcingChooser = (statuses?: readonly Sourcing['status'][]) =>
  chooser({
    noun: '询价单',
    operation: pagePurchaserSourcing,
    filters: statuses
      ? defineFilters({
          sourcingName: text('询价标题'),
          sourcingNo: text('询价编号'),
          status: select<number>('询价状态', [...statuses]),
        })
      : sourcingFilters,
    ...(statuses && { initial: { status: statuses[0] } }),
    columns: columnsOf<Sourcing>({
      sourcingNo: '询价编号',
      sourcingName: '询价标题',
      status: ['询价状态', sourcingStatusLabels],
    }),
    open: (sourcing) => ({ id: sourcing.id }),
    name: (sourcing) => sourcing.sourcingName,
  });

/** The orders a page about one offers, from 寻源订单. */
export const orderChooser = chooser({
  noun: '寻源订单',
  operation: pagePurchaserSourcingOrders,
  filters: orderFilters,
  columns: columnsOf<SourcingOrder>({
    orderNo: '订单编号',
    sourcingName: '询价标题',
    supplierName: '供应商',
    status: ['订单状态', sourcingOrderStatusLabels],
  }),
  open: (order) => ({ id: order.id }),
  name: (order) => order.orderNo,
});
