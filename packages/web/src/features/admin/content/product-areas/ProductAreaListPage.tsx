import { addProductArea, type components, deleteProductArea, pageProductAreas, updateProductArea } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useDeleteProductArea, useUpdateProductArea } from '@zc/sdk/react';
import { productAreaFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { bodyOf, ContentRowActions } from '../shared/row-actions.tsx';
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
    actions: {
      header: '操作',
      cell: (area) => (
        <ContentRowActions
          kind="专区"
          name={area.areaName}
          edit={{ call: updateProductArea, run: () => setEditing(area) }}
          toggle={{
            enabled: area.isEnable === 1,
            run: (on) =>
              update.mutateAsync({
                body: { ...bodyOf(productAreaFormSchema, area), id: area.id, isEnable: on ? 1 : 0 },
              }),
          }}
          remove={{ call: deleteProductArea, run: () => remove.mutateAsync({ path: { id: area.id } }) }}
        />
      ),
    },
  });
  const toolbar = (
    <IfAllowed call={addProductArea}>
      <Button variant="primary" onClick={() => setEditing('new')}>
        新增专区
      </Button>
    </IfAllowed>
  );
  return (
    <>
      <ListPage label="专区列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <ProductAreaFormDialog area={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
