import { type components, exportManagedGoods, listGoodsForManage } from '@zc/sdk';
import { CategoryFilter, withoutCategoryField } from '@/shared/catalogue/CategoryFilter.tsx';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierColumn, useSupplierLabels } from '../shared/suppliers.tsx';
import { localGoodsFilters, managedGoodsFilters } from './filters.ts';
import { ManagedGoodsBatchActions, useGoodsManagement } from './goods-actions.tsx';
import { managedGoodsColumns } from './goods-columns.tsx';

type Goods = components['schemas']['GoodsItem'];
/** The local suppliers' goods are the goods of this kind. */
const LOCAL_ITEM_TYPE = 3;

/** All suppliers' goods (or the local suppliers' only), reviewed, put on and off shelf, flagged as aid and exported. */
function ManagedGoodsList({ local }: { local: boolean }) {
  const list = useList(listGoodsForManage, local ? localGoodsFilters : managedGoodsFilters, {
    query: local ? { itemType: LOCAL_ITEM_TYPE } : {},
    labels: useSupplierLabels(),
  });
  const manage = useGoodsManagement();
  const download = useDownload(exportManagedGoods);
  const columns = managedGoodsColumns(manage, { withItemType: !local, supplier: useSupplierColumn<Goods>() });
  return (
    <>
      <ListPage
        label="商品列表"
        list={withoutCategoryField(list)}
        toolbar={
          <IfAllowed call={exportManagedGoods}>
            <Button loading={download.isPending} onClick={() => download.mutate({ query: list.params })}>
              导出
            </Button>
          </IfAllowed>
        }
        columns={columns}
        batchActions={(rows) => <ManagedGoodsBatchActions rows={rows} manage={manage} />}
      >
        <CategoryFilter />
      </ListPage>
      {manage.dialogs}
    </>
  );
}

/** 线上商品管理 (/online-commodity-management). */
export const ManagedGoodsPage = () => <ManagedGoodsList local={false} />;
/** 本地供应商商品管理 (/local-supplier-commodity-management). */
export const LocalGoodsPage = () => <ManagedGoodsList local />;
