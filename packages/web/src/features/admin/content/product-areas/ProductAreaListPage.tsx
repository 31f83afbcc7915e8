import { addProductArea, type components, deleteProductArea, pageProductAreas, updateProductArea } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useDeleteProductArea, useUpdateProductArea } from '@zc/sdk/react';
import { productAreaFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, contentActionsColumn } from '../shared/row-actions.tsx';
import { productAreaFilters } from './filters.ts';
import { ProductAreaFormDialog } from './ProductAreaFormDialog.tsx';

type ProductArea = components['schemas']['ProductArea'];

/** 商品专区: the goods zones of the mall (帮扶, 矿区…); the mall shows the enabled ones. */
export function ProductAreaListPage() {
  const list = useList(pageProductAreas, productAreaFilters);
  const update = useUpdateProductArea();
  const remove = useDeleteProductArea();
  const [editing, setEditing] = useState<ProductArea | 'new'>();
  const columns = columnsOf<ProductArea>({
    bannerUrl: { header: '横幅', cell: (area) => <Thumbnail url={area.bannerUrl} alt={area.areaName} /> },
    areaName: '专区名称',
    areaCode: '专区编码',
    description: '专区介绍',
    categoryIds: { header: '展示类目', cell: (area) => `${area.categoryIds?.length ?? 0} 个` },
    sort: '排序',
    isEnable: ['状态', enabledFlagLabels],
    actions: contentActionsColumn<ProductArea>({
      kind: '专区',
      nameOf: (area) => area.areaName,
      schema: productAreaFormSchema,
      update,
      remove,
      calls: { edit: updateProductArea, remove: deleteProductArea },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addProductArea} label="新增专区" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="专区列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <ProductAreaFormDialog area={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
