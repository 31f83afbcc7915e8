import { addProductArea, deleteProductArea, pageProductAreas, updateProductArea } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { productAreaFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { productAreaFilters } from './filters.ts';
import { ProductAreaFormDialog } from './ProductAreaFormDialog.tsx';

/** 商品专区: the goods zones of the mall (帮扶, 矿区…); the mall shows the enabled ones. */
export function ProductAreaListPage() {
  return (
    <CrudListPage
      list={useList(pageProductAreas, productAreaFilters)}
      kind="专区"
      nameOf={(area) => area.areaName}
      calls={{ add: addProductArea, edit: updateProductArea, remove: deleteProductArea }}
      toggle={{ field: 'isEnable', schema: productAreaFormSchema }}
      columns={{
        bannerUrl: { header: '横幅', cell: (area) => <Thumbnail url={area.bannerUrl} alt={area.areaName} /> },
        areaName: '专区名称',
        areaCode: '专区编码',
        description: '专区介绍',
        categoryIds: { header: '展示类目', cell: (area) => `${area.categoryIds?.length ?? 0} 个` },
        sort: '排序',
        isEnable: ['状态', enabledFlagLabels],
      }}
      form={(editing, close) => <ProductAreaFormDialog area={editing} onClose={close} />}
    />
  );
}
