import { addIndexFloor, deleteIndexFloor, pageIndexFloors, updateIndexFloor } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { floorSettingFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { FloorFormDialog } from './FloorFormDialog.tsx';
import { floorFilters } from './filters.ts';

/** 楼层管理: the goods floors of the mall home page, in order, and switching one on or off. */
export function FloorListPage() {
  return (
    <CrudListPage
      list={useList(pageIndexFloors, floorFilters)}
      kind="楼层"
      nameOf={(floor) => floor.floorName}
      calls={{ add: addIndexFloor, edit: updateIndexFloor, remove: deleteIndexFloor }}
      toggle={{ field: 'isEnable', schema: floorSettingFormSchema }}
      columns={{
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
      }}
      form={(editing, close) => <FloorFormDialog floor={editing} onClose={close} />}
    />
  );
}
