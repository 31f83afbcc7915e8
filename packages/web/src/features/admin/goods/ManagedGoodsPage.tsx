import { Link } from '@tanstack/react-router';
import { type components, exportManagedGoods, listGoodsForManage } from '@zc/sdk';
import { flagLabels, goodsStateLabels, itemTypeLabels } from '@zc/sdk/labels';
import { CategoryFilter, withoutCategoryField } from '@/features/supplier/goods/category/CategoryFilter.tsx';
import { labelOf } from '@/shared/format/labels.ts';
import { EMPTY } from '@/shared/format/money.ts';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { useSupplierColumn, useSupplierOptions } from '../shared/suppliers.tsx';
import { localGoodsFilters, managedGoodsFilters } from './filters.ts';
import { ManagedGoodsBatchActions, ManagedGoodsRowActions, useGoodsManagement } from './goods-actions.tsx';

type Goods = components['schemas']['GoodsItem'];
/** The local suppliers' goods are the goods of this kind. */
const LOCAL_ITEM_TYPE = 3;

/** All suppliers' goods (or the local suppliers' only), reviewed, put on and off shelf, flagged as aid and exported. */
function ManagedGoodsList({ local }: { local: boolean }) {
  const suppliers = Object.fromEntries(useSupplierOptions().map((option) => [option.value, option.label]));
  const list = useList(listGoodsForManage, local ? localGoodsFilters : managedGoodsFilters, {
    query: local ? { itemType: LOCAL_ITEM_TYPE } : {},
    labels: { supplierId: suppliers },
  });
  const manage = useGoodsManagement();
  const download = useDownload(exportManagedGoods);
  const columns = columnsOf<Goods>({
    mainImage: {
      header: '图片',
      cell: (goods) => goods.mainImage && <img src={goods.mainImage} alt="" className="h-10 w-10 object-contain" />,
    },
    // Goods on shelf have their page in the mall.
    name: {
      header: '商品名称',
      cell: (goods) =>
        goods.goodsState === 1 ? (
          <Link to="/detail" search={{ id: goods.id }} target="_blank" className="text-brand hover:underline">
            {goods.name}
          </Link>
        ) : (
          goods.name
        ),
    },
    sku: 'SKU',
    supplierName: useSupplierColumn<Goods>(),
    category: { header: '分类', cell: (goods) => goods.categoryPath ?? goods.categoryName ?? EMPTY },
    price: ['售价（元）', 'money'],
    stock: { header: '库存', align: 'right' },
    goodsState: ['状态', goodsStateLabels],
    auditRemark: { header: '驳回/下架原因', cell: (goods) => (goods.goodsState >= 2 && goods.auditRemark) || EMPTY },
    itemType: local ? undefined : ['商品类型', itemTypeLabels],
    isAid: { header: '帮扶', cell: (goods) => labelOf(flagLabels, goods.isAid) },
    updateTime: ['更新时间', 'dateTime'],
    actions: {
      header: '操作',
      className: 'whitespace-nowrap',
      cell: (goods) => <ManagedGoodsRowActions goods={goods} manage={manage} />,
    },
  });
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
