import { addIndexFloor, type components, deleteIndexFloor, pageIndexFloors, updateIndexFloor } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useDeleteIndexFloor, useUpdateIndexFloor } from '@zc/sdk/react';
import { floorSettingFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, contentActionsColumn } from '../shared/row-actions.tsx';
import { FloorFormDialog } from './FloorFormDialog.tsx';
import { floorFilters } from './filters.ts';

type Floor = components['schemas']['FloorSetting'];

/** 楼层管理: the goods floors of the mall home page, in order, and switching one on or off. */
export function FloorListPage() {
  const list = useList(pageIndexFloors, floorFilters);
  const update = useUpdateIndexFloor();
  const remove = useDeleteIndexFloor();
  const [editing, setEditing] = useState<Floor | 'new'>();
  const columns = columnsOf<Floor>({
    floorName: '楼层名称',
    color: {
      header: '主题颜色',
      cell: (floor) =>
        floor.color && (
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm" style={{ background: floor.color }} aria-hidden="true" />
            {floor.color}
          </span>
        ),
    },
    linkUrl: '链接地址',
    categoryIds: { header: '展示类目', cell: (floor) => `${floor.categoryIds?.length ?? 0} 个` },
    sort: '排序',
    isEnable: ['状态', enabledFlagLabels],
    createTime: ['创建时间', 'dateTime'],
    actions: contentActionsColumn<Floor>({
      kind: '楼层',
      nameOf: (floor) => floor.floorName,
      schema: floorSettingFormSchema,
      update,
      remove,
      calls: { edit: updateIndexFloor, remove: deleteIndexFloor },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addIndexFloor} label="新增楼层" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="楼层列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <FloorFormDialog floor={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
