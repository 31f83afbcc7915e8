import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type components, exportSupplierMaterials } from '@zc/sdk';
import { supplierMaterialListQueryOptions } from '@zc/sdk/react';
import { useMemo, useState } from 'react';
import { useListSearch } from '../../../app/page.tsx';
import { formatMoney } from '../../../shared/format/money.ts';
import { useDownload } from '../../../shared/hooks/use-download.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { createColumns, tableQuery } from '../../../shared/ui/DataTable/DataTable.tsx';
import { LegacyListPage as ListPage } from '../../../shared/ui/ListPage/ListPage.tsx';
import { MaterialGoodsDialog } from './MaterialGoodsDialog.tsx';

type Material = components['schemas']['Material'];
const column = createColumns<Material>();

/** 物料管理: the standard materials the supplier's goods are bound to, their export, and the goods of each. */
export function MaterialListPage() {
  const list = useListSearch();
  const { materialName, materialCode } = list.filters;
  const query = useQuery({
    ...supplierMaterialListQueryOptions({
      query: { current: list.page.current, size: list.page.size, materialName, materialCode },
    }),
    placeholderData: keepPreviousData,
  });
  const download = useDownload(exportSupplierMaterials);
  const [viewing, setViewing] = useState<Material>();

  // Built once: DataTable renders each cell function as a component, so new functions on every render would
  // remount the row buttons under the pointer.
  const columns = useMemo(
    () => [
      column.accessor('materialCode', { header: '物料编码' }),
      column.accessor('materialName', { header: '物料名称' }),
      column.accessor('categoryName', { header: '分类' }),
      column.accessor('spec', { header: '规格' }),
      column.accessor('model', { header: '型号' }),
      column.accessor('unit', { header: '单位' }),
      column.accessor('brandName', { header: '品牌' }),
      column.accessor('referencePrice', {
        header: '参考价（元）',
        meta: { align: 'right' },
        cell: (cell) => formatMoney(cell.getValue()),
      }),
      column.accessor('goodsCount', { header: '绑定商品数', meta: { align: 'right' } }),
      column.display({
        id: 'actions',
        header: '操作',
        cell: ({ row }) => (
          <Button variant="text" size="sm" onClick={() => setViewing(row.original)}>
            查看商品
          </Button>
        ),
      }),
    ],
    [],
  );

  return (
    <>
      <ListPage
        label="物料列表"
        list={list}
        filters={[
          { name: 'materialName', label: '物料名称' },
          { name: 'materialCode', label: '物料编码', placeholder: '请输入物料编码前缀' },
        ]}
        toolbar={
          <Button
            loading={download.isPending}
            onClick={() => download.mutate({ query: { materialName, materialCode } })}
          >
            导出
          </Button>
        }
        columns={columns}
        {...tableQuery(query)}
      />
      {viewing && <MaterialGoodsDialog material={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
