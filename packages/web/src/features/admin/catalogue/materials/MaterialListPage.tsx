import { useNavigate } from '@tanstack/react-router';
import { addMaterial, type components, deleteMaterial, exportMaterials, pageMaterials, updateMaterial } from '@zc/sdk';
import { flagLabels } from '@zc/sdk/labels';
import { useDeleteMaterial, useUpdateMaterial } from '@zc/sdk/react';
import { materialFormSchema } from '@zc/sdk/schemas';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { bodyOf, ContentRowActions } from '../../content/shared/row-actions.tsx';
import { materialFilters } from './filters.ts';

type Material = components['schemas']['Material'];

/** 物料管理: the standard materials goods bind to, invalidated when no longer bought, edited on 编辑物料, exported. */
export function MaterialListPage() {
  const list = useList(pageMaterials, materialFilters);
  const update = useUpdateMaterial();
  const remove = useDeleteMaterial();
  const download = useDownload(exportMaterials);
  const navigate = useNavigate();
  const edit = (id?: string) => navigate({ to: '/admin-material-edit', search: id ? { id } : {} });
  const columns = columnsOf<Material>({
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
    actions: {
      header: '操作',
      cell: (material) => (
        <ContentRowActions
          kind="物料"
          name={material.materialName}
          edit={{ call: updateMaterial, run: () => edit(material.id) }}
          toggle={{
            enabled: material.isValid === 1,
            run: (on) =>
              update.mutateAsync({
                body: { ...bodyOf(materialFormSchema, material), id: material.id, isValid: on ? 1 : 0 },
              }),
          }}
          remove={{ call: deleteMaterial, run: () => remove.mutateAsync({ path: { id: material.id } }) }}
        />
      ),
    },
  });
  const toolbar = (
    <>
      <IfAllowed call={addMaterial}>
        <Button variant="primary" onClick={() => edit()}>
          新增物料
        </Button>
      </IfAllowed>
      <Button loading={download.isPending} onClick={() => download.mutate({ query: list.params })}>
        导出
      </Button>
    </>
  );
  return <ListPage label="物料列表" list={list} toolbar={toolbar} columns={columns} />;
}
