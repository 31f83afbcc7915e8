import { addSysBanner, type components, deleteSysBanner, pageSysBanners, updateSysBanner } from '@zc/sdk';
import { enabledFlagLabels, sysBannerOpenTypeLabels, sysBannerPositionLabels } from '@zc/sdk/labels';
import { useDeleteSysBanner, useUpdateSysBanner } from '@zc/sdk/react';
import { sysBannerFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/date.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { AddButton, contentActionsColumn } from '../shared/row-actions.tsx';
import { BannerFormDialog } from './BannerFormDialog.tsx';
import { bannerFilters } from './filters.ts';

type Banner = components['schemas']['SysBanner'];

/** 轮播图管理: the home page's banners, where and until when each shows, and switching one on or off. */
export function BannerListPage() {
  const list = useList(pageSysBanners, bannerFilters);
  const update = useUpdateSysBanner();
  const remove = useDeleteSysBanner();
  const [editing, setEditing] = useState<Banner | 'new'>();
  const columns = columnsOf<Banner>({
    imageUrl: { header: '图片', cell: (banner) => <Thumbnail url={banner.imageUrl} alt={banner.title} /> },
    title: '标题',
    linkUrl: '链接地址',
    position: ['展示位置', sysBannerPositionLabels],
    openType: ['打开方式', sysBannerOpenTypeLabels],
    sort: '排序',
    period: {
      header: '有效期',
      cell: (b) =>
        b.startTime || b.endTime ? `${formatDateTime(b.startTime)} 至 ${formatDateTime(b.endTime)}` : '长期',
    },
    isEnable: ['状态', enabledFlagLabels],
    actions: contentActionsColumn<Banner>({
      kind: '轮播图',
      nameOf: (banner) => banner.title,
      schema: sysBannerFormSchema,
      update,
      remove,
      calls: { edit: updateSysBanner, remove: deleteSysBanner },
      onEdit: setEditing,
    }),
  });
  const toolbar = <AddButton call={addSysBanner} label="新增轮播图" onClick={() => setEditing('new')} />;
  return (
    <>
      <ListPage label="轮播图列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <BannerFormDialog banner={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
