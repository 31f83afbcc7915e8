import { type components, listCenterAfterSales, updateCenterAfterSale } from '@zc/sdk';
import { afterSaleStatusLabels, afterSaleTypeLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierLabels } from '../shared/suppliers.tsx';
import { AfterSaleDetailDialog } from './AfterSaleDetailDialog.tsx';
import { centerAfterSaleFilters } from './filters.ts';
import { HandleAfterSaleDialog } from './HandleAfterSaleDialog.tsx';
import { decidable } from './handle-form.ts';

type AfterSale = components['schemas']['AfterSale'];

/**
 * Every after-sale request of the platform, or those of one channel's orders (agreement purchasing 2), its details,
 * and the platform's decision on an open one.
 */
function AfterSaleList({ orderType }: { orderType?: 2 }) {
  const list = useList(listCenterAfterSales, centerAfterSaleFilters, {
    labels: useSupplierLabels(),
    query: orderType ? { orderType } : {},
  });
  const mayHandle = useMayCall(updateCenterAfterSale);
  const [viewing, setViewing] = useState<string>();
  const [handling, setHandling] = useState<AfterSale>();
  const columns = columnsOf<AfterSale>({
    afterSaleNo: '售后单号',
    // The state first after the number, so that it stays in sight on a narrow screen.
    status: ['售后状态', afterSaleStatusLabels],
    goodsName: '商品名称',
    afterSaleType: ['售后类型', afterSaleTypeLabels],
    refundAmount: ['退款金额（元）', 'money'],
    purchaserName: '采购单位',
    supplierName: '供应商',
    createTime: ['申请时间', 'dateTime'],
    actions: {
      header: '操作',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <RowActions
          actions={[
            { label: '详情', onClick: () => setViewing(row.id) },
            { label: '处理', onClick: () => setHandling(row), hidden: !mayHandle || !decidable(row.status) },
          ]}
        />
      ),
    },
  });
  return (
    <>
      <ListPage label="售后列表" list={list} columns={columns} />
      {viewing && <AfterSaleDetailDialog id={viewing} onClose={() => setViewing(undefined)} />}
      {handling && <HandleAfterSaleDialog afterSale={handling} onClose={() => setHandling(undefined)} />}
    </>
  );
}

/** 售后管理 (/after-sale). */
export const AfterSalePage = () => <AfterSaleList />;
/** 协议售后 (/admin-agreement-after-sale). */
export const AgreementAfterSalePage = () => <AfterSaleList orderType={2} />;
