import {
  downloadReconciliationCenterResult,
  downloadReconciliationShopResult,
  listReconciliationCenterResult,
} from '@zc/sdk';
import { useList } from '@/shared/list/use-list.ts';
import { ExportButton } from '@/shared/ui/ExportButton.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { resultColumns } from './columns.tsx';
import { useEshopSupplierLabels } from './eshop-suppliers.ts';
import { resultFilters } from './filters.ts';

/** 记录结果: a run's orders as the platform and the shop have them, each side downloaded as a spreadsheet. */
export function ResultPage() {
  const list = useList(listReconciliationCenterResult, resultFilters, { labels: useEshopSupplierLabels() });
  const input = { query: list.params };
  return (
    <ListPage
      label="对账结果"
      list={list}
      columns={resultColumns}
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
