import type { components } from '@zc/sdk';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';

type Material = components['schemas']['Material'];

/** The material list's columns; 查看商品 opens the goods bound to the row's material. */
export const materialColumns = (viewGoods: (material: Material) => void) =>
  columnsOf<Material>({
    materialCode: '物料编码',
    materialName: '物料名称',
    categoryName: '分类',
    spec: '规格',
    model: '型号',
    unit: '单位',
    brandName: '品牌',
    referencePrice: ['参考价（元）', 'money'],
    goodsCount: { header: '绑定商品数', align: 'right' },
    actions: {
      header: '操作',
      cell: (material) => (
        <Button variant="text" size="sm" onClick={() => viewGoods(material)}>
          查看商品
        </Button>
      ),
    },
  });
