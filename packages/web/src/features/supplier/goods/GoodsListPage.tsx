import { listSupplierGoods } from '@zc/sdk';
import { CategoryFilter, withoutCategoryField } from '@/shared/catalogue/CategoryFilter.tsx';
import { useList } from '@/shared/list/use-list.ts';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useBrandLabels } from './brand-labels.ts';
import { GoodsBatchActions, useGoodsActions } from './GoodsActions.tsx';
import { goodsColumns } from './goods-columns.tsx';
import { goodsLists } from './goods-lists.tsx';

/**
 * A supplier's goods with their filters (state, lazy category tree, brand, sku, name), shelf on and off one by one or
 * in a batch, the aid flag, kind transfer, details and the state and price histories.
 */
function GoodsList({ of }: { of: keyof typeof goodsLists }) {
  const { label, filters, itemType, toolbar } = goodsLists[of];
  const brands = useBrandLabels();
  const list = useList(listSupplierGoods, filters, { query: { itemType }, labels: { brandId: brands } });
  const actions = useGoodsActions({ showSku: (sku) => list.applyFilters({ sku }) });
  return (
    <>
      <ListPage
        label={label}
        list={withoutCategoryField(list)}
        toolbar={toolbar(actions)}
        columns={goodsColumns(actions, { withItemType: itemType === undefined })}
        batchActions={(rows) => <GoodsBatchActions rows={rows} actions={actions} />}
      >
        <CategoryFilter />
      </ListPage>
      {actions.dialog}
    </>
  );
}

/** 商品列表 (/e-commerce-putaway): all of the supplier's goods, of every kind. */
export const GoodsListPage = () => <GoodsList of="all" />;
/** 自营商品上架 (/supplier-commerce-putawayt): the supplier's self-operated goods, added and edited here. */
export const SelfGoodsListPage = () => <GoodsList of="self" />;
