import { type components, exportDemandByOrderId, exportDemands, listDemands } from '@zc/sdk';
import { demandStatusLabels } from '@zc/sdk/labels';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { DemandLink } from './DemandLink.tsx';
import { demandFilters } from './filters.ts';

type Demand = components['schemas']['OrderDemand'];

/** 需求列表: the purchaser's own demand orders and their state; export of the list or of one demand's goods. */
export function DemandListPage() {
  const list = useList(listDemands, demandFilters);
  const exportList = useDownload(exportDemands);
  const exportOne = useDownload(exportDemandByOrderId);
  const columns = columnsOf<Demand>({
    demandNo: { header: '需求单号', cell: (demand) => <DemandLink demandNo={demand.demandNo} /> },
    demandName: '需求名称',
    goodsCount: '商品数量',
    totalPrice: ['需求金额', 'money'],
    expectDate: '期望到货日期',
    status: ['需求状态', demandStatusLabels],
    backReason: '退回原因',
    createTime: ['提交时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (demand) => (
        <RowActions
          actions={[{ label: '导出明细', onClick: () => exportOne.mutate({ path: { orderId: demand.id } }) }]}
        />
      ),
    },
  });
  const toolbar = (
    <Button loading={exportList.isPending} onClick={() => exportList.mutate({ query: list.params })}>
      导出
    </Button>
  );
  return <ListPage label="需求单列表" list={list} toolbar={toolbar} columns={columns} />;
}
