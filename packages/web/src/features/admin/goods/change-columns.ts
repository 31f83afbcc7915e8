/** The goods item of a price or shelf change. */
export const changedGoodsColumns = { sku: 'SKU', goodsName: '商品名称', categoryName: '分类' } as const;
