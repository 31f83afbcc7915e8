import { useQuery } from '@tanstack/react-query';
import type { components } from '@zc/sdk';
import { flagLabels, goodsStateLabels, itemTypeLabels } from '@zc/sdk/labels';
import { getGoodsBySupplierSkuQueryOptions } from '@zc/sdk/react';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { formatMoney } from '@/shared/format/money.ts';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { QueryState } from '@/shared/ui/QueryState.tsx';

type Goods = components['schemas']['GoodsItem'];

/** The description is stored as HTML; shown as its text, never injected as markup. */
const textOf = (html: string | undefined) =>
  html
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** 商品详情: the goods item as the supplier-and-sku lookup (goodsItem/manage/info) returns it. */
export function GoodsDetailDialog({ goods, onClose }: { goods: Goods; onClose: () => void }) {
  const query = useQuery(
    getGoodsBySupplierSkuQueryOptions({ query: { supplierId: goods.supplierId, sku: goods.sku } }),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="商品详情" width="w-[900px]">
      <QueryState query={query}>
        {(item) => (
          <div className="flex flex-col gap-3">
            <Details
              title="基本信息"
              items={[
                { label: '商品名称', value: item.name, span: 3 },
                { label: 'SKU', value: item.sku },
                { label: '品牌', value: item.brandName },
                { label: '分类', value: item.categoryPath ?? item.categoryName },
                { label: '型号', value: item.model },
                { label: '规格', value: item.spec },
                { label: '条形码', value: item.barCode },
                { label: '商品类型', value: labelOf(itemTypeLabels, item.itemType) },
                { label: '状态', value: labelOf(goodsStateLabels, item.goodsState) },
                { label: '帮扶商品', value: labelOf(flagLabels, item.isAid) },
                { label: '卖点', value: item.subTitle, span: 3 },
                { label: '状态说明', value: item.auditRemark, span: 3 },
              ]}
            />
            <Details
              title="价格与库存"
              items={[
                { label: '售价（元）', value: formatMoney(item.price) },
                { label: '市场价（元）', value: formatMoney(item.marketPrice) },
                { label: '税率', value: item.taxRate === undefined ? undefined : `${item.taxRate}%` },
                { label: '库存', value: item.stock },
                { label: '单位', value: item.unit },
                { label: '起订量', value: item.minBuyNum },
                { label: '发货时间', value: item.deliveryDays === undefined ? undefined : `${item.deliveryDays} 天` },
                { label: '销量', value: item.salesVolume },
                { label: '上架时间', value: formatDateTime(item.upShelfTime) },
              ]}
            />
            {item.properties && item.properties.length > 0 && (
              <Details
                title="商品属性"
                items={item.properties.map((property) => ({ label: property.propertyName, value: property.value }))}
              />
            )}
            <section aria-label="商品图片" className="flex flex-wrap gap-2 rounded bg-white p-4">
              {(item.images ?? []).map((url) => (
                <img key={url} src={url} alt={item.name} className="h-24 w-24 rounded border object-contain" />
              ))}
            </section>
            {item.introduction && <p className="rounded bg-white p-4 text-sm">{textOf(item.introduction)}</p>}
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
