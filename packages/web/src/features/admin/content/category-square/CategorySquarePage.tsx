import {
  addCategorySquareSetting,
  deleteCategorySquareSetting,
  pageCategorySquareSettings,
  updateCategorySquareSetting,
} from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { categorySquareSettingFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { categorySquareFilters } from './filters.ts';
import { SquareFormDialog } from './SquareFormDialog.tsx';

/** 类目广场: the categories the mall home page offers as a square of pictures, in order. */
export function CategorySquarePage() {
  return (
    <CrudListPage
      label="类目广场列表"
      list={useList(pageCategorySquareSettings, categorySquareFilters)}
      kind="类目"
      nameOf={(entry) => entry.name}
      calls={{ add: addCategorySquareSetting, edit: updateCategorySquareSetting, remove: deleteCategorySquareSetting }}
      toggle={{ field: 'isEnable', schema: categorySquareSettingFormSchema }}
      columns={{
        imageUrl: { header: '图标', cell: (entry) => <Thumbnail url={entry.imageUrl} alt={entry.name} /> },
        name: '显示名称',
        categoryName: '商品类目',
        sort: '排序',
        isEnable: ['状态', enabledFlagLabels],
        createTime: ['创建时间', 'dateTime'],
      }}
      form={(editing, close) => <SquareFormDialog entry={editing} onClose={close} />}
    />
  );
}
