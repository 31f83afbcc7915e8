// Agreement goods open under 协议采购 and local suppliers' goods on their own detail page; the page is the same.

/** The detail page of a goods item of this kind (ItemType: 3 本地供应商商品, 4 协议商品). */
export const detailPathOf = (itemType: number | undefined) =>
  itemType === 4 ? '/agreement-info' : itemType === 3 ? '/supplier-product-details' : '/detail';
