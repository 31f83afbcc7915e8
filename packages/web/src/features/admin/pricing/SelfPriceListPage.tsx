import { type components, listSelfPriceGoods, setSelfPrice } from '@zc/sdk';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierColumn, useSupplierLabels } from '../shared/suppliers.tsx';
import { selfPriceFilters } from './filters.ts';
import { SelfPriceDialog } from './SelfPriceDialog.tsx';

type SelfPriceGoods = components['schemas']['SelfPriceGoods'];

/** 价格明细: the self-operated goods with their supply, self-operated and selling prices; the platform sets its price. */
export function SelfPriceListPage() {
  const list = useList(listSelfPriceGoods, selfPriceFilters, { labels: useSupplierLabels() });
  const maySet = useMayCall(setSelfPrice);
  const [pricing, setPricing] = useState<SelfPriceGoods>();
  const columns = columnsOf<SelfPriceGoods>({
    sku: 'SKU',
    goodsName: '商品名称',
    categoryName: '分类',
    supplierName: useSupplierColumn<SelfPriceGoods>(),
    supplyPrice: ['供货价（元）', 'money'],
    selfPrice: ['自营价（元）', 'money'],
    rate: { header: '加价比例（%）', align: 'right' },
    price: ['售价（元）', 'money'],
    updateTime: ['调价时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (row) => <RowActions actions={[{ label: '设置价格', hidden: !maySet, onClick: () => setPricing(row) }]} />,
    },
  });
  return (
    <>
      <ListPage label="自营商品价格列表" list={list} columns={columns} rowKey={(row) => row.goodsId} />
      {pricing && <SelfPriceDialog goods={pricing} onClose={() => setPricing(undefined)} />}
    </>
  );
}
