import { Link } from '@tanstack/react-router';
import { type components, queryMyCollect } from '@zc/sdk';
import { goodsStateLabels } from '@zc/sdk/labels';
import { useSaveOrUpdateMyCollect } from '@zc/sdk/react';
import { useList } from '@/shared/list/use-list.ts';
import { confirm } from '@/shared/ui/ConfirmDialog/confirm.ts';
import { RowActions } from '@/shared/ui/controls/RowActions.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { favoriteFilters } from './filters.ts';

type Favorite = components['schemas']['MyCollect'];

/** 我的收藏: the goods the purchaser keeps, their current price and state; open one in the mall or remove it. */
export function FavoritesPage() {
  const list = useList(queryMyCollect, favoriteFilters);
  const save = useSaveOrUpdateMyCollect();
  const removeFavorite = async (favorite: Favorite) => {
    if (!(await confirm({ title: '取消收藏', message: `确定不再收藏“${favorite.goodsName}”吗？` }))) return;
    await save.mutateAsync({ body: { goodsId: favorite.goodsId, isCollect: 0 } });
    toast.success('已取消收藏');
  };
  const columns = columnsOf<Favorite>({
    mainImage: { header: '图片', cell: (favorite) => <Thumbnail url={favorite.mainImage} alt={favorite.goodsName} /> },
    goodsName: {
      header: '商品名称',
      cell: (favorite) => (
        <Link to="/detail" search={{ id: favorite.goodsId }} className="text-brand hover:underline">
          {favorite.goodsName}
        </Link>
      ),
    },
    sku: '商品编码',
    price: ['价格', 'money'],
    supplierName: '供应商',
    goodsState: ['商品状态', goodsStateLabels],
    createTime: ['收藏时间', 'dateTime'],
    actions: {
      header: '操作',
      cell: (favorite) => (
        <RowActions actions={[{ label: '取消收藏', danger: true, onClick: () => removeFavorite(favorite) }]} />
      ),
    },
  });
  return <ListPage label="我的收藏" list={list} columns={columns} />;
}
