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
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { bodyOf, ContentRowActions } from '../shared/row-actions.tsx';
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
    actions: {
      header: '操作',
      cell: (entry) => (
        <ContentRowActions
          kind="类目"
          name={entry.name}
          edit={{ call: updateCategorySquareSetting, run: () => setEditing(entry) }}
          toggle={{
            enabled: entry.isEnable === 1,
            run: (on) =>
              update.mutateAsync({
                body: { ...bodyOf(categorySquareSettingFormSchema, entry), id: entry.id, isEnable: on ? 1 : 0 },
              }),
          }}
          remove={{ call: deleteCategorySquareSetting, run: () => remove.mutateAsync({ path: { id: entry.id } }) }}
        />
      ),
    },
  });
  const toolbar = (
    <IfAllowed call={addCategorySquareSetting}>
      <Button variant="primary" onClick={() => setEditing('new')}>
        新增类目
      </Button>
    </IfAllowed>
  );
  return (
    <>
      <ListPage label="类目广场列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <SquareFormDialog entry={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
