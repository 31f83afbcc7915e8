import type { components } from '@zc/sdk';
import { defineFilters, type ListSearch, number, select, text } from '@/shared/list/filters.ts';

/** How results may be ordered: the search's sort keys; none is the search's own order (综合). */
export type SortKey = Exclude<components['schemas']['GoodsSearchRequest']['sortField'], 'default' | undefined>;

/** The goods search, kept in the URL: a search or a shared link shows the same results. */
export const goodsSearch = defineFilters({
  keyword: text('关键词'),
  categoryId: text('分类'),
  brandId: text('品牌'),
  supplierId: text('供应商'),
  minPrice: number('最低价'),
  maxPrice: number('最高价'),
  sortField: select<SortKey>('排序'),
  sortOrder: select<'asc' | 'desc'>('排序方向', { asc: '升序', desc: '降序' }),
  view: select<'grid' | 'list'>('显示方式', { grid: '大图', list: '列表' }),
});
export type GoodsSearch = ListSearch<typeof goodsSearch.declaration>;

/** Page 1, 10 goods a page (02 §9); other sizes a shopper may pick. */
export const goodsPaging = { defaultSize: 10, sizes: [10, 20, 40], align: 'right' } as const;
