import { addSysBanner, deleteSysBanner, pageSysBanners, updateSysBanner } from '@zc/sdk';
import { enabledFlagLabels, sysBannerOpenTypeLabels, sysBannerPositionLabels } from '@zc/sdk/labels';
import { sysBannerFormSchema } from '@zc/sdk/schemas';
import { formatDateTime } from '@/shared/format/date.ts';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { BannerFormDialog } from './BannerFormDialog.tsx';
import { bannerFilters } from './filters.ts';

/** 轮播图管理: the home page's banners, where and until when each shows, and switching one on or off. */
export function BannerListPage() {
  return (
    <CrudListPage
      list={useList(pageSysBanners, bannerFilters)}
      kind="轮播图"
      nameOf={(banner) => banner.title}
      calls={{ add: addSysBanner, edit: updateSysBanner, remove: deleteSysBanner }}
      toggle={{ field: 'isEnable', schema: sysBannerFormSchema }}
      columns={{
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
      }}
      form={(editing, close) => <BannerFormDialog banner={editing} onClose={close} />}
    />
  );
}
