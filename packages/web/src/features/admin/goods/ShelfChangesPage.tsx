import { type components, pageItemStateChanges } from '@zc/sdk';
import { goodsStateLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { type HistoryGoods, StateHistoryDialog } from '@/features/goods-history/HistoryDialogs.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { changedGoodsColumns } from './change-columns.ts';
import { goodsChangeFilters } from './filters.ts';

type StateChange = components['schemas']['ItemStateHis'];

/** 上下架记录: every goods item's shelf changes, each opening the whole shelf history of its goods item. */
export function ShelfChangesPage() {
  const list = useList(pageItemStateChanges, goodsChangeFilters, { labels: useSupplierLabels() });
  const [viewing, setViewing] = useState<HistoryGoods>();
  const columns = columnsOf<StateChange>({
    ...changedGoodsColumns,
    supplierName: '供应商',
    beforeState: ['变更前', goodsStateLabels],
    afterState: ['变更后', goodsStateLabels],
    reason: '原因',
    operatorName: '操作人',
    createTime: ['变更时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (row) => (
        <RowActions actions={[{ label: '状态记录', onClick: () => setViewing({ id: row.goodsId, sku: row.sku }) }]} />
      ),
    },
  });
  return (
    <>
      <ListPage label="上下架记录列表" list={list} columns={columns} />
      {viewing && <StateHistoryDialog goods={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
