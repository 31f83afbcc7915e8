import type { components } from '@zc/sdk';
import { defineFilters, number, select, text } from '@/shared/list/filters.ts';

type SortKey = Exclude<components['schemas']['GoodsSearchRequest']['sortField'], 'default' | undefined>;

/** The mobile goods search, kept in the URL as the desktop's is. */
export const mobileGoodsSearch = defineFilters({
  keyword: text('关键词'),
  categoryId: text('分类'),
  sortField: select<SortKey>('排序'),
  sortOrder: select<'asc' | 'desc'>('排序方向', { asc: '升序', desc: '降序' }),
  minPrice: number('最低价'),
  maxPrice: number('最高价'),
});

/** Item search: page 1, size 10 (02 §9). */
export const searchPageSize = 10;
