import { defineFilters, text } from '@/shared/list/filters.ts';

export const favoriteFilters = defineFilters({ goodsName: text('商品名称') });
