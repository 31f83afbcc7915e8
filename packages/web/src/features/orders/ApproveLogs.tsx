import type { components } from '@zc/sdk';
import { orderApproveLogResultLabels } from '@zc/sdk/labels';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { TableSection } from '@/shared/ui/TableSection.tsx';

const columns = columnsOf<components['schemas']['OrderApproveLog']>({
  nodeName: '审批节点',
  approverName: '审批人',
  result: ['审批结果', orderApproveLogResultLabels],
  opinion: '审批意见',
  createTime: ['审批时间', 'dateTime'],
});

/** 审批记录 of an order, when it has been through approval. */
export function ApproveLogs({ logs = [] }: { logs?: components['schemas']['OrderApproveLog'][] }) {
  return logs.length > 0 ? <TableSection label="审批记录" columns={columns} records={logs} /> : null;
}
