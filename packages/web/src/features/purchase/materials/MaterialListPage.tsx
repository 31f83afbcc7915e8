import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { listMaterialsNoPageQueryOptions } from '@zc/sdk/react';
import { useState } from 'react';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, wholeList } from '@/shared/ui/DataTable/DataTable.tsx';
import { FilterBar, type FilterValues } from '@/shared/ui/FilterBar/FilterBar.tsx';

type Material = components['schemas']['Material'];

const fields = [
  { name: 'materialName', label: '物料名称' },
  { name: 'materialCode', label: '物料编码' },
] as const;

/** 物料清单: the platform's valid standard materials a purchaser plans and buys by, found by name or code. */
export function MaterialListPage() {
  // The call answers every match at once (not paged), so the filters stay with the page.
  const [filters, setFilters] = useState<FilterValues>({});
  const query = useQuery(listMaterialsNoPageQueryOptions({ query: filters }));
  const columns = columnsOf<Material>({
    materialCode: '物料编码',
    materialName: {
      header: '物料名称',
      cell: (material) => (
        <Link to="/purchase/view-material" search={{ id: material.id }} className="text-brand hover:underline">
          {material.materialName}
        </Link>
      ),
    },
    categoryName: '所属类目',
    spec: '规格',
    model: '型号',
    unit: '单位',
    brandName: '推荐品牌',
    referencePrice: ['参考单价', 'money'],
    goodsCount: '关联商品数',
  });
  return (
    <div className="flex flex-col gap-3">
      <FilterBar fields={fields} values={filters} onSearch={setFilters} label="物料筛选" />
      <DataTable label="物料清单" columns={columns} {...wholeList(query)} />
    </div>
  );
}
