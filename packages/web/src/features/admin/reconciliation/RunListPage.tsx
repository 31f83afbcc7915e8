import { listReconciliationBatches } from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { runColumns } from './columns.tsx';
import { useEshopSupplierLabels } from './eshop-suppliers.ts';
import { runFilters } from './filters.ts';
import { useRunActions } from './run-actions.tsx';

/** 生成记录: every reconciliation run, a new one for a supplier and period, its comparison and its results. */
export function RunListPage() {
  const list = useList(listReconciliationBatches, runFilters, { labels: useEshopSupplierLabels() });
  const actions = useRunActions(list.refetch);
  return (
    <>
      <ListPage label="对账生成记录" list={list} columns={runColumns(actions.actionsOf)} toolbar={actions.toolbar} />
      {actions.dialog}
    </>
  );
}
