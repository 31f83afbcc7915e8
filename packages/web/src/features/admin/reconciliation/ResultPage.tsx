import {
  type components,
  downloadReconciliationCenterResult,
  downloadReconciliationShopResult,
  listReconciliationCenterResult,
} from '@zc/sdk';
import { checkResultLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ExportButton } from '@/shared/ui/ExportButton.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useEshopSupplierLabels } from './eshop-suppliers.ts';
import { resultFilters } from './filters.ts';

const columns = columnsOf<components['schemas']['ReconciliationRecord']>({
  batchNo: '批次号',
  orderNo: '订单编号',
  thirdOrderNo: '电商订单号',
  checkResult: ['核对结果', checkResultLabels],
  supplierName: '电商供应商',
  purchaserName: '采购单位',
  orderTime: ['下单时间', 'dateTime'],
  centerAmount: ['平台金额', 'money'],
  shopAmount: ['电商金额', 'money'],
  diffAmount: ['差额', 'money'],
});

/** 记录结果: a run's orders as the platform and the shop have them, each side downloaded as a spreadsheet. */
export function ResultPage() {
  const list = useList(listReconciliationCenterResult, resultFilters, { labels: useEshopSupplierLabels() });
  const input = { query: list.params };
  return (
    <ListPage
      label="对账结果"
      list={list}
      columns={columns}
      toolbar={
        <>
          <ExportButton operation={downloadReconciliationCenterResult} input={input}>
            下载平台侧结果
          </ExportButton>
          <ExportButton operation={downloadReconciliationShopResult} input={input}>
            下载电商侧结果
          </ExportButton>
        </>
      }
    />
  );
}
