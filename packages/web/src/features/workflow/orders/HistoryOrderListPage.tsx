import { pageHistoryOrderApprovals } from '@zc/sdk';
import { orderApprovalTaskResultLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useInstanceDialog } from '../shared/InstanceDialog.tsx';
import { historyOrderFilters } from './filters.ts';
import { orderColumns } from './order-columns.tsx';

/** 历史审批: the orders the signed-in user agreed or rejected, with the opinion given. */
export function HistoryOrderListPage() {
  const list = useList(pageHistoryOrderApprovals, historyOrderFilters);
  const progress = useInstanceDialog();
  const columns = orderColumns(
    {
      result: ['审批结果', orderApprovalTaskResultLabels],
      comment: '审批意见',
      approveTime: ['审批时间', 'dateTime'],
    },
    (row) => progress.button({ processInstanceId: row.processInstanceId, title: row.orderNo }),
  );
  return (
    <>
      <ListPage label="已审批订单列表" list={list} columns={columns} />
      {progress.dialog}
    </>
  );
}
