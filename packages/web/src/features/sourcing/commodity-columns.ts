import type { components } from '@zc/sdk';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

export type Commodity = components['schemas']['SourcingCommodity'];

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
