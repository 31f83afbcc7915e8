import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import {
  downloadReconciliationCenterResult,
  downloadReconciliationExample,
  downloadReconciliationShopResult,
  exportCenterSync,
} from '@zc/sdk';
import {
  listReconciliationCenterResultQueryOptions,
  listReconciliationChecksQueryOptions,
  listReconciliationEshopSuppliersQueryOptions,
  listReconciliationShopResultQueryOptions,
  useCheckReconciliation,
  useSignReconciliationNoCheck,
} from '@zc/sdk/react';
import { useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { labelOf, optionsOf } from '../../../shared/format/labels.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useDownload } from '../../../shared/hooks/use-download.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
import { ListTabs, tabOf } from './ListTabs.tsx';
import { checkResultLabels, signStatusLabels } from './labels.ts';
import { SyncDialog } from './SyncDialog.tsx';

type ReconciliationRecord = components['schemas']['ReconciliationRecord'];
type CheckResult = ReconciliationRecord['checkResult'];
const column = createColumns<ReconciliationRecord>();

const tabs = [
  { value: 'records', label: '对账记录' },
  { value: 'center', label: '平台侧结果' },
  { value: 'shop', label: '电商侧结果' },
] as const;

/** The two reconciliation pages: the same flows, over the e-commerce shops or the local mall. */
const malls = {
  emall: { label: '电商对账', shops: (code?: string) => code !== 'LOCAL' },
  localmall: { label: '本地商城对账', shops: (code?: string) => code === 'LOCAL' },
} as const;

const columns = [
  column.accessor('batchNo', { header: '批次号' }),
  column.accessor('orderNo', { header: '订单编号' }),
  column.accessor('thirdOrderNo', { header: '电商订单号' }),
  column.accessor('supplierName', { header: '供应商' }),
  column.accessor('purchaserName', { header: '采购单位' }),
  column.accessor('orderTime', { header: '下单时间', cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('centerAmount', {
    header: '平台金额',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('shopAmount', {
    header: '电商金额',
    cell: (c) => formatMoney(c.getValue()),
    meta: { align: 'right' },
  }),
  column.accessor('diffAmount', { header: '差额', cell: (c) => formatMoney(c.getValue()), meta: { align: 'right' } }),
  column.accessor('checkResult', { header: '核对结果', cell: (c) => labelOf(checkResultLabels, c.getValue()) }),
  column.accessor('signStatus', { header: '签认状态', cell: (c) => labelOf(signStatusLabels, c.getValue()) }),
  column.accessor('checkTime', { header: '核对时间', cell: (c) => formatDateTime(c.getValue()) }),
  column.accessor('remark', { header: '备注' }),
];

/**
 * 电商对账 / 本地商城对账: the supplier's orders synchronised by an order date range and compared with the platform's,
 * batch by batch: the records, each side's results and their downloads, the template, the export, check and sign.
 */
export function ReconciliationPage({ mall }: { mall: keyof typeof malls }) {
  const { label, shops } = malls[mall];
  const list = useListSearch();
  const tab = tabOf(tabs, list.filters.tab);
  const [syncing, setSyncing] = useState(false);
  const { batchNo, orderNo, supplierId } = list.filters;
  const checkResult =
    list.filters.checkResult === undefined ? undefined : (Number(list.filters.checkResult) as CheckResult);
  const filters = { batchNo, orderNo, supplierId, checkResult };
  const page = { pageNum: list.page.current, pageSize: list.page.size, ...filters };

  const suppliers = useQuery(listReconciliationEshopSuppliersQueryOptions());
  const records = useQuery({
    ...listReconciliationChecksQueryOptions({ query: page }),
    enabled: tab === 'records',
    placeholderData: keepPreviousData,
  });
  const center = useQuery({
    ...listReconciliationCenterResultQueryOptions({ query: page }),
    enabled: tab === 'center',
    placeholderData: keepPreviousData,
  });
  const shop = useQuery({
    ...listReconciliationShopResultQueryOptions({ query: page }),
    enabled: tab === 'shop',
    placeholderData: keepPreviousData,
  });
  const shown = { records, center, shop }[tab];

  const example = useDownload(downloadReconciliationExample);
  const exportOrders = useDownload(exportCenterSync);
  const centerDownload = useDownload(downloadReconciliationCenterResult);
  const shopDownload = useDownload(downloadReconciliationShopResult);
  const resultDownload = tab === 'shop' ? shopDownload : centerDownload;
  const check = useCheckReconciliation();
  const sign = useSignReconciliationNoCheck();

  const checkBatch = async (batch: string) => {
    if (
      !(await confirm({
        title: '核对批次',
        message: `确定核对批次 ${batch} 的全部订单吗？核对结果将覆盖未签认的记录。`,
      }))
    )
      return;
    check.mutate(
      { body: { batchNo: batch } },
      { onSuccess: (result) => toast.success(`核对完成：差异订单 ${result.diffCount ?? 0} 单`) },
    );
  };
  const signNoCheck = async (selected: ReconciliationRecord[]) => {
    const confirmed = await confirm({
      title: '无需核对签认',
      message: `确定将选中的 ${selected.length} 条记录签认为无需核对吗？签认后不能撤销。`,
    });
    if (!confirmed) return;
    sign.mutate({ body: { ids: selected.map((row) => row.id) } }, { onSuccess: () => toast.success('签认成功') });
  };

  const supplierOptions = (suppliers.data ?? [])
    .filter((supplier) => shops(supplier.shopCode))
    .map((supplier) => ({ value: supplier.supplierId, label: supplier.supplierName }));

  return (
    <>
      <ListPage
        label={`${label}${tabs.find((item) => item.value === tab)?.label}`}
        list={list}
        filters={[
          { type: 'select', name: 'supplierId', label: '供应商', options: supplierOptions },
          { name: 'batchNo', label: '批次号' },
          { name: 'orderNo', label: '订单编号' },
          { type: 'select', name: 'checkResult', label: '核对结果', options: optionsOf(checkResultLabels) },
        ]}
        toolbar={
          <>
            <Permission value="account:create">
              <Button variant="primary" onClick={() => setSyncing(true)}>
                同步订单
              </Button>
              {batchNo && (
                <Button loading={check.isPending} onClick={() => checkBatch(batchNo)}>
                  核对本批次
                </Button>
              )}
            </Permission>
            <Button loading={example.isPending} onClick={() => example.mutate({})}>
              下载模板
            </Button>
            <Permission value="order:export">
              <Button loading={exportOrders.isPending} onClick={() => exportOrders.mutate({ query: filters })}>
                导出
              </Button>
              {tab !== 'records' && (
                <Button loading={resultDownload.isPending} onClick={() => resultDownload.mutate({ query: filters })}>
                  下载结果
                </Button>
              )}
            </Permission>
          </>
        }
        columns={columns}
        {...tableQuery(shown)}
        {...(tab === 'records' && {
          batchActions: (selected: ReconciliationRecord[]) => (
            <Permission value="account:create">
              <Button variant="primary" size="sm" loading={sign.isPending} onClick={() => signNoCheck(selected)}>
                无需核对签认
              </Button>
            </Permission>
          ),
        })}
      >
        <ListTabs
          label="对账视图"
          tabs={tabs}
          current={tab}
          onChange={(value) => list.search({ ...list.filters, tab: value })}
        />
      </ListPage>
      {syncing && (
        <SyncDialog
          onClose={() => setSyncing(false)}
          onSynced={(batch) => list.search({ tab: 'records', batchNo: batch })}
        />
      )}
    </>
  );
}
