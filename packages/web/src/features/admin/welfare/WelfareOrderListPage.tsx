import { type components, pageWelfareOrders } from '@zc/sdk';
import { welfareOrderStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { welfareOrderFilters } from './filters.ts';
import { useActivityNames } from './options.ts';

const columns = columnsOf<components['schemas']['WelfareOrder']>({
  orderNo: '订单编号',
  welfareName: '福利活动',
  userName: '下单人',
  purchaserName: '采购单位',
  supplierName: '供应商',
  totalPrice: ['订单金额', 'money'],
  quotaAmount: ['额度支付', 'money'],
  status: ['订单状态', welfareOrderStatusLabels],
  createTime: ['下单时间', 'dateTime'],
});

/** 福利订单 and 福利活动用户订单 (narrowed to an activity and a user): every welfare order of the platform. */
export function WelfareOrderListPage() {
  const list = useList(pageWelfareOrders, welfareOrderFilters, { labels: { welfareId: useActivityNames() ?? {} } });
  return <ListPage label="福利订单列表" list={list} columns={columns} />;
}
