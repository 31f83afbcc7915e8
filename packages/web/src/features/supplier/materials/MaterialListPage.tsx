import { type components, exportSupplierMaterials, supplierMaterialList } from '@zc/sdk';
import { useState } from 'react';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { useList } from '@/shared/list/use-list.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { materialFilters } from './filters.ts';
import { MaterialGoodsDialog } from './MaterialGoodsDialog.tsx';
import { materialColumns } from './material-columns.tsx';

type Material = components['schemas']['Material'];

/** 物料管理: the standard materials the supplier's goods are bound to, their export, and the goods of each. */
export function MaterialListPage() {
  const list = useList(supplierMaterialList, materialFilters);
  const download = useDownload(exportSupplierMaterials);
  const [viewing, setViewing] = useState<Material>();
  // The export takes the filters in force: the file holds the rows the list shows, on every page.
  const { materialName, materialCode } = list.search;
  const toolbar = (
    <Button loading={download.isPending} onClick={() => download.mutate({ query: { materialName, materialCode } })}>
      导出
    </Button>
  );
  return (
    <>
      <ListPage label="物料列表" list={list} toolbar={toolbar} columns={materialColumns(setViewing)} />
      {viewing && <MaterialGoodsDialog material={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
