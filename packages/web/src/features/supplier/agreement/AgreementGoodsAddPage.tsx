import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { listSupplierGoodsQueryOptions, useTransGoodsItemType } from '@zc/sdk/react';
import { useListSearch } from '../../../app/page.tsx';
import { Permission } from '../../../shared/permission/Permission.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { confirm } from '../../../shared/ui/ConfirmDialog/confirm.ts';
import { tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { toast } from '../../../shared/ui/Toast/toast.ts';
import { type ItemType, itemTypeLabels } from '../goods/labels.ts';
import { StateTabs, stateOf } from '../orders/StateTabs.tsx';
import { agreementGoodsColumns } from './goods-columns.tsx';

type Goods = components['schemas']['GoodsItem'];
const columns = agreementGoodsColumns('销售价');
// Agreement goods come from the supplier's other goods: the kinds they can be turned from.
const sourceTabs = ([1, 2, 3] as const).map((type) => ({ value: String(type), label: itemTypeLabels[type] }));

/**
 * 新增协议商品: picks goods of another kind and turns them into agreement goods (goodsItem/manage/transItemType);
 * the server refuses goods on shelf or under review, with its message.
 */
export function AgreementGoodsAddPage() {
  const list = useListSearch();
  const trans = useTransGoodsItemType();
  const itemType = Number(stateOf(list, 'itemType', sourceTabs)) as ItemType;
  const query = useQuery({
    ...listSupplierGoodsQueryOptions({
      query: {
        current: list.page.current,
        size: list.page.size,
        itemType,
        name: list.filters.name,
        sku: list.filters.sku,
      },
    }),
    placeholderData: keepPreviousData,
  });

  const add = async (rows: Goods[]) => {
    const ok = await confirm({
      title: '转为协议商品',
      message: `确定把选中的 ${rows.length} 个商品转为协议商品吗？转换后按协议价销售。`,
    });
    if (!ok) return;
    await trans.mutateAsync({ query: { itemType: 4 }, body: rows.map((row) => row.id) });
    toast.success('已转为协议商品');
  };

  return (
    <ListPage
      label="可转为协议商品的商品"
      list={list}
      filters={[
        { name: 'name', label: '商品名称' },
        { name: 'sku', label: 'SKU' },
      ]}
      columns={columns}
      batchActions={(rows) => (
        <Permission value="goods:itemType">
          <Button size="sm" variant="primary" loading={trans.isPending} onClick={() => add(rows).catch(() => {})}>
            转为协议商品
          </Button>
        </Permission>
      )}
      {...tableQuery(query)}
    >
      <StateTabs label="商品类型" name="itemType" list={list} tabs={sourceTabs} />
    </ListPage>
  );
}
