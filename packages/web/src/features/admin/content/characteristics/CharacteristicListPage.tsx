import {
  addSysCharacteristic,
  type components,
  deleteSysCharacteristic,
  pageSysCharacteristics,
  updateSysCharacteristic,
} from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { useDeleteSysCharacteristic, useUpdateSysCharacteristic } from '@zc/sdk/react';
import { characteristicSettingFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, contentActionsColumn } from '../shared/row-actions.tsx';
import { CharacteristicFormDialog } from './CharacteristicFormDialog.tsx';
import { characteristicFilters } from './filters.ts';

type Entry = components['schemas']['CharacteristicSetting'];

/** 特色管理: the featured entries of the mall home page (帮扶专区…), in order. */
export function CharacteristicListPage() {
  const list = useList(pageSysCharacteristics, characteristicFilters);
  const update = useUpdateSysCharacteristic();
  const remove = useDeleteSysCharacteristic();
  const [editing, setEditing] = useState<Entry | 'new'>();
  const columns = columnsOf<Entry>({
    imageUrl: { header: '图片', cell: (entry) => <Thumbnail url={entry.imageUrl} alt={entry.title} /> },
    title: '标题',
    description: '副标题',
    linkUrl: '链接地址',
    sort: '排序',
    isEnable: ['状态', enabledFlagLabels],
    actions: contentActionsColumn<Entry>({
      kind: '特色',
      nameOf: (entry) => entry.title,
      schema: characteristicSettingFormSchema,
      update,
      remove,
      calls: { edit: updateSysCharacteristic, remove: deleteSysCharacteristic },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addSysCharacteristic} label="新增特色" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="特色列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <CharacteristicFormDialog entry={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
