import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addDemandCartItem, type components, getMaterialList } from '@zc/sdk';
import { getMaterialCommodityQueryOptions, getMaterialQueryOptions, useAddDemandCartItem } from '@zc/sdk/react';
import { useState } from 'react';
import { formatMoney } from '@/shared/format/money.ts';
import { defineFilters, text } from '@/shared/list/filters.ts';
import { usePageSearch } from '@/shared/page/page.tsx';
import { useMayCall } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { Thumbnail } from '@/shared/ui/controls/Thumbnail.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { DataTable, tableQuery } from '@/shared/ui/DataTable/DataTable.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { errorMessage } from '@/shared/ui/error-message.ts';
import { chooser } from '@/shared/ui/RecordPage/RecordChooser.tsx';
import { RecordPage } from '@/shared/ui/RecordPage/RecordPage.tsx';
import { toast } from '@/shared/ui/Toast/toast.ts';

type Material = components['schemas']['Material'];
type Goods = components['schemas']['GoodsItem'];

/** The valid materials, as 物料清单 finds them by name or code (a page at a time here). */
const materialChooser = chooser({
  noun: '物料',
  operation: getMaterialList,
  filters: defineFilters({ materialName: text('物料名称'), materialCode: text('物料编码') }),
  columns: columnsOf<Material>({
    materialCode: '物料编码',
    materialName: '物料名称',
    categoryName: '所属类目',
    spec: '规格',
    unit: '单位',
  }),
  open: (material) => ({ id: material.id }),
  name: (material) => material.materialName,
});

/** 查看物料: one standard material of 物料清单 by `?id=`, and the goods on sale bound to it, each for the demand car. */
export function ViewMaterialPage() {
  const { id } = usePageSearch('/purchase/view-material');
  return (
    <RecordPage id={id} chooser={materialChooser} load={(id) => getMaterialQueryOptions({ path: { id } })}>
      {(material: Material) => (
        <div className="flex flex-col gap-3">
          <Details
            title="物料信息"
            items={[
              { label: '物料编码', value: material.materialCode },
              { label: '物料名称', value: material.materialName },
              { label: '所属类目', value: material.categoryName },
              { label: '规格', value: material.spec },
              { label: '型号', value: material.model },
              { label: '单位', value: material.unit },
              { label: '推荐品牌', value: material.brandName },
              { label: '参考单价', value: formatMoney(material.referencePrice) },
              { label: '关联商品数', value: material.goodsCount },
              { label: '备注', value: material.remark, span: 3 },
            ]}
          />
          <BoundGoods materialId={material.id} />
        </div>
      )}
    </RecordPage>
  );
}

function BoundGoods({ materialId }: { materialId: string }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const query = useQuery({
    ...getMaterialCommodityQueryOptions({ query: { materialId, current: page.current, size: page.size } }),
    placeholderData: keepPreviousData,
  });
  const add = useAddDemandCartItem();
  const mayAdd = useMayCall(addDemandCartItem);
  const toDemandCar = async (goods: Goods) => {
    try {
      await add.mutateAsync({ body: { goodsId: goods.id, quantity: goods.minBuyNum ?? 1 } });
      toast.success(`“${goods.name}”已加入需求车`);
    } catch (error) {
      toast.error(errorMessage(error, '加入需求车失败，请重试'));
    }
  };
  const columns = columnsOf<Goods>({
    mainImage: { header: '图片', cell: (goods) => <Thumbnail url={goods.mainImage} alt={goods.name} /> },
    name: '商品名称',
    spec: '规格型号',
    brandName: '品牌',
    supplierName: '供应商',
    price: ['单价', 'money'],
    stock: '库存',
    ...(mayAdd && {
      actions: {
        header: '操作',
        cell: (goods: Goods) => (
          <Button variant="text" size="sm" disabled={add.isPending} onClick={() => toDemandCar(goods)}>
            加入需求车
          </Button>
        ),
      },
    }),
  });
  return (
    <section aria-label="关联商品" className="flex flex-col gap-2 rounded bg-white p-4">
      <h3 className="border-l-4 border-brand pl-2 font-medium text-slate-800">关联商品（在售）</h3>
      <DataTable
        label="关联商品"
        columns={columns}
        {...tableQuery(query)}
        page={page}
        onPageChange={setPage}
        emptyText="该物料暂无在售商品"
      />
    </section>
  );
}
