import { useNavigate } from '@tanstack/react-router';
import { addMaterial, deleteMaterial, exportMaterials, pageMaterials, updateMaterial } from '@zc/sdk';
import { flagLabels } from '@zc/sdk/labels';
import { materialFormSchema } from '@zc/sdk/schemas';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { materialFilters } from './filters.ts';

/** 物料管理: the standard materials goods bind to, invalidated when no longer bought, edited on 编辑物料, exported. */
export function MaterialListPage() {
  const list = useList(pageMaterials, materialFilters);
  const download = useDownload(exportMaterials);
  const navigate = useNavigate();
  return (
    <CrudListPage
      list={list}
      kind="物料"
      nameOf={(material) => material.materialName}
      calls={{ add: addMaterial, edit: updateMaterial, remove: deleteMaterial }}
      toggle={{ field: 'isValid', schema: materialFormSchema }}
      open={(material) =>
        navigate({ to: '/admin-material-edit', search: material === 'new' ? {} : { id: material.id } })
      }
      columns={{
        materialCode: '物料编码',
        materialName: '物料名称',
        categoryName: '分类',
        spec: '规格',
        unit: '单位',
        brandName: '品牌',
        referencePrice: ['参考价（元）', 'money'],
        goodsCount: '绑定商品数',
        isValid: ['是否有效', flagLabels],
        updateTime: ['更新时间', 'dateTime'],
      }}
      toolbar={
        <Button loading={download.isPending} onClick={() => download.mutate({ query: list.params })}>
          导出
        </Button>
      }
    />
  );
}
