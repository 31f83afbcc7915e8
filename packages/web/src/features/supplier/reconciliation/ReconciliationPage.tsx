import {
  type components,
  listReconciliationCenterResult,
  listReconciliationChecks,
  listReconciliationShopResult,
} from '@zc/sdk';
import { checkResultLabels, reconciliationRecordSignStatusLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { type PageSearch, useListSearch, useSetPageSearch } from '@/shared/page/page.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { reconciliationFilters, reconciliationSearch, reconciliationViews } from './filters.ts';
import { ListTabs } from './ListTabs.tsx';
import { type Mall, malls, useMallSuppliers } from './malls.ts';
import { ReconciliationToolbar, SignNoCheck } from './ReconciliationActions.tsx';

/** The call behind each view: the compared records, or one side's results. */
const lists = {
  records: listReconciliationChecks,
  center: listReconciliationCenterResult,
  shop: listReconciliationShopResult,
};

const columns = columnsOf<components['schemas']['ReconciliationRecord']>({
  batchNo: '批次号',
  orderNo: '订单编号',
  thirdOrderNo: '电商订单号',
  supplierName: '供应商',
  purchaserName: '采购单位',
  orderTime: ['下单时间', 'dateTime'],
  centerAmount: ['平台金额', 'money'],
  shopAmount: ['电商金额', 'money'],
  diffAmount: ['差额', 'money'],
  checkResult: ['核对结果', checkResultLabels],
  signStatus: ['签认状态', reconciliationRecordSignStatusLabels],
  checkTime: ['核对时间', 'dateTime'],
  remark: '备注',
});

/**
 * 电商对账 / 本地商城对账: the supplier's orders synchronised by an order date range and compared with the platform's,
 * batch by batch: the records, each side's results and their downloads, the template, the export, check and sign.
 */
export function ReconciliationPage({ mall }: { mall: Mall }) {
  const view = useListSearch(reconciliationSearch).tab ?? 'records';
  const setSearch = useSetPageSearch<PageSearch<'/reconciliation-emall'>>();
  const suppliers = useMallSuppliers(mall);
  const list = useList(lists[view], reconciliationFilters, { labels: { supplierId: suppliers } });
  // A new batch is shown alone, among the records: one navigation sets the view and clears the other filters.
  const showBatch = (batchNo: string) =>
    setSearch({
      supplierId: undefined,
      orderNo: undefined,
      checkResult: undefined,
      batchNo,
      tab: 'records',
      page: undefined,
    });
  return (
    <ListPage
      label={`${malls[mall].label}${reconciliationViews[view]}`}
      list={list}
      columns={columns}
      toolbar={<ReconciliationToolbar view={view} params={list.params} onSynced={showBatch} />}
      batchActions={view === 'records' ? (records) => <SignNoCheck records={records} /> : undefined}
    >
      <ListTabs
        label="对账视图"
        tabs={reconciliationViews}
        current={view}
        onChange={(tab) => setSearch({ tab, page: undefined })}
      />
    </ListPage>
  );
}
