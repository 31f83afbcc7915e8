import type { components } from '@zc/sdk';
import { sourcingStatusLabels, sourcingSupplierScopeLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

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
