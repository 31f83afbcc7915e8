import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { listSupplierGoodsQueryOptions } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { optionsOf } from '../../../shared/format/labels.ts';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { type GoodsState, goodsStateLabels } from '../goods/labels.ts';
import { agreementGoodsColumns } from './goods-columns.tsx';

const columns = agreementGoodsColumns('协议价');

/** 协议商品: this supplier's goods sold at an agreement price (itemType 4). */
export function AgreementGoodsPage() {
  const list = useListSearch();
  const { name, sku, goodsState } = list.filters;
  const query = useQuery({
    ...listSupplierGoodsQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        itemType: 4,
        name,
        sku,
        goodsState: goodsState === undefined ? undefined : (Number(goodsState) as GoodsState),
      },
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      label="协议商品"
      list={list}
      filters={[
        { name: 'name', label: '商品名称' },
        { name: 'sku', label: 'SKU' },
        { type: 'select', name: 'goodsState', label: '商品状态', options: optionsOf(goodsStateLabels) },
      ]}
      toolbar={
        <Permission value="goods:itemType">
          <Link
            to="/supplier-agreement-goods-add"
            search={{ page: 1, size: 10 }}
            className="inline-flex h-8 items-center rounded border border-brand bg-brand px-4 text-sm text-white hover:opacity-90"
          >
            新增协议商品
          </Link>
        </Permission>
      }
      columns={columns}
      {...tableQuery(query)}
    />
  );
}
