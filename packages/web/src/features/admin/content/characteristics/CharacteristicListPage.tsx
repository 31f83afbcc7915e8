import {
  addSysCharacteristic,
  deleteSysCharacteristic,
  pageSysCharacteristics,
  updateSysCharacteristic,
} from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { characteristicSettingFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { CharacteristicFormDialog } from './CharacteristicFormDialog.tsx';
import { characteristicFilters } from './filters.ts';

/** 特色管理: the featured entries of the mall home page (帮扶专区…), in order. */
export function CharacteristicListPage() {
  return (
    <CrudListPage
      list={useList(pageSysCharacteristics, characteristicFilters)}
      kind="特色"
      nameOf={(entry) => entry.title}
      calls={{ add: addSysCharacteristic, edit: updateSysCharacteristic, remove: deleteSysCharacteristic }}
      toggle={{ field: 'isEnable', schema: characteristicSettingFormSchema }}
      columns={{
        imageUrl: { header: '图片', cell: (entry) => <Thumbnail url={entry.imageUrl} alt={entry.title} /> },
        title: '标题',
        description: '副标题',
        linkUrl: '链接地址',
        sort: '排序',
        isEnable: ['状态', enabledFlagLabels],
      }}
      form={(editing, close) => <CharacteristicFormDialog entry={editing} onClose={close} />}
    />
  );
}
