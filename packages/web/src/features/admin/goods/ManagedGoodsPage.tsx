import { type components, exportManagedGoods, listGoodsForManage } from '@zc/sdk';
import { CategoryFilter, withoutCategoryField } from '@/shared/catalogue/CategoryFilter.tsx';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierColumn, useSupplierLabels } from '../shared/suppliers.tsx';
import { goodsOfKindFilters, managedGoodsFilters } from './filters.ts';
import { ManagedGoodsBatchActions, useGoodsManagement } from './goods-actions.tsx';
import { managedGoodsColumns } from './goods-columns.tsx';

type Goods = components['schemas']['GoodsItem'];

/**
 * All suppliers' goods, or those of one kind (the local suppliers' 3, agreement goods 4), reviewed, put on and off
 * shelf, flagged as aid and exported.
 */
function ManagedGoodsList({ itemType }: { itemType?: 3 | 4 }) {
  const list = useList(listGoodsForManage, itemType ? goodsOfKindFilters : managedGoodsFilters, {
    query: itemType ? { itemType } : {},
    labels: useSupplierLabels(),
  });
  const manage = useGoodsManagement();
  const download = useDownload(exportManagedGoods);
  const columns = managedGoodsColumns(manage, { withItemType: !itemType, supplier: useSupplierColumn<Goods>() });
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
export const ManagedGoodsPage = () => <ManagedGoodsList />;
/** 本地供应商商品管理 (/local-supplier-commodity-management). */
export const LocalGoodsPage = () => <ManagedGoodsList itemType={3} />;
/** 协议商品 (/admin-agreement-goods). */
export const AgreementGoodsPage = () => <ManagedGoodsList itemType={4} />;
