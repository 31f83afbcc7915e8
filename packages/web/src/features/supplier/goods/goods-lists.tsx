import { goodsFilters, selfGoodsFilters } from './filters.ts';
import { AddSelfGoodsLink, type GoodsActions, IdentifyUrlButton } from './GoodsActions.tsx';

/**
 * The two goods lists, one table: all of the supplier's goods, or its self-operated ones (`itemType` fixed, so the
 * kind is neither a filter nor a column there), added from that list.
 */
export const goodsLists = {
  all: {
    label: '商品列表',
    filters: goodsFilters,
    itemType: undefined,
    toolbar: (actions: GoodsActions) => <IdentifyUrlButton actions={actions} />,
  },
  self: {
    label: '自营商品列表',
    filters: selfGoodsFilters,
    itemType: 1,
    toolbar: () => <AddSelfGoodsLink />,
  },
} as const;
