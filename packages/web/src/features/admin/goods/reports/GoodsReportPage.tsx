import { type components, handleItemReport, pageItemReports } from '@zc/sdk';
import {
  goodsStateLabels,
  itemReportHandleResultLabels,
  itemReportHandleStatusLabels,
  itemReportTypeLabels,
} from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { goodsReportFilters } from '../filters.ts';
import { HandleReportDialog } from './HandleReportDialog.tsx';

type ItemReport = components['schemas']['ItemReport'];

/** 商品举报: the reports purchasers filed from the mall, each handled once, maybe taking the goods off the shelf. */
export function GoodsReportPage() {
  const list = useList(pageItemReports, goodsReportFilters);
  const mayHandle = useMayCall(handleItemReport);
  const [handling, setHandling] = useState<ItemReport>();
  const columns = columnsOf<ItemReport>({
    goodsName: '商品名称',
    // The states first after the name, so that they stay in sight on a narrow screen.
    handleStatus: ['处理状态', itemReportHandleStatusLabels],
    goodsState: ['商品状态', goodsStateLabels],
    reportType: ['举报类型', itemReportTypeLabels],
    content: '举报内容',
    sku: 'SKU',
    supplierName: '供应商',
    reporterOrgName: '举报单位',
    createTime: ['举报时间', 'dateTime'],
    handleResult: ['处理结果', itemReportHandleResultLabels],
    handleRemark: '处理意见',
    actions: {
      header: '操作',
      cell: (row) => (
        <RowActions
          actions={[{ label: '处理', hidden: !mayHandle || row.handleStatus !== 0, onClick: () => setHandling(row) }]}
        />
      ),
    },
  });
  return (
    <>
      <ListPage label="商品举报列表" list={list} columns={columns} />
      {handling && <HandleReportDialog report={handling} onClose={() => setHandling(undefined)} />}
    </>
  );
}
