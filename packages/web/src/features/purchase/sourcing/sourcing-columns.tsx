import type { components } from '@zc/sdk';
import { sourcingStatusLabels, sourcingSupplierScopeLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

export type Sourcing = components['schemas']['Sourcing'];
export type SourcingOrder = components['schemas']['SourcingOrder'];

/** The columns every list of inquiries shows, before its own. */
export const sourcingColumns = columnsOf<Sourcing>({
  sourcingNo: '询价编号',
  sourcingName: '询价标题',
  status: ['询价状态', sourcingStatusLabels],
  supplierScope: ['寻源方式', sourcingSupplierScopeLabels],
  quoteCount: '报价数',
  quoteEndTime: ['报价截止', 'dateTime'],
});
