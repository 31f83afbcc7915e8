import {
  addCategorySquareSetting,
  type components,
  deleteCategorySquareSetting,
  pageCategorySquareSettings,
  updateCategorySquareSetting,
} from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useDeleteCategorySquareSetting, useUpdateCategorySquareSetting } from '@zc/sdk/react';
import { categorySquareSettingFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, contentActionsColumn } from '../shared/row-actions.tsx';
import { categorySquareFilters } from './filters.ts';
import { SquareFormDialog } from './SquareFormDialog.tsx';

type Entry = components['schemas']['CategorySquareSetting'];

/** 类目广场: the categories the mall home page offers as a square of pictures, in order. */
export function CategorySquarePage() {
  const list = useList(pageCategorySquareSettings, categorySquareFilters);
  const update = useUpdateCategorySquareSetting();
  const remove = useDeleteCategorySquareSetting();
  const [editing, setEditing] = useState<Entry | 'new'>();
  const columns = columnsOf<Entry>({
    imageUrl: { header: '图标', cell: (entry) => <Thumbnail url={entry.imageUrl} alt={entry.name} /> },
    name: '显示名称',
    categoryName: '商品类目',
    sort: '排序',
    isEnable: ['状态', enabledFlagLabels],
    createTime: ['创建时间', 'dateTime'],
    actions: contentActionsColumn<Entry>({
      kind: '类目',
      nameOf: (entry) => entry.name,
      schema: categorySquareSettingFormSchema,
      update,
      remove,
      calls: { edit: updateCategorySquareSetting, remove: deleteCategorySquareSetting },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addCategorySquareSetting} label="新增类目" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="类目广场列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <SquareFormDialog entry={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
