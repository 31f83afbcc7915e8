import type { components } from '@zc/sdk';

export type Goods = components['schemas']['GoodsItem'];
export type GoodsState = components['schemas']['GoodsState'];
export type ItemType = components['schemas']['ItemType'];

/** GoodsState, as the spec's enum names them. */
export const goodsStateLabels = { 0: '待上架', 1: '已上架', 2: '已下架', 3: '审核中', 4: '审核驳回' } as const;

/** ItemType, as the spec's enum names them. */
export const itemTypeLabels = { 1: '自营商品', 2: '电商商品', 3: '本地供应商商品', 4: '协议商品' } as const;

export const aidLabels = { 0: '否', 1: '是' } as const;

/** FastUpShelfRecord.status. */
export const fastShelfStatusLabels = { 0: '处理中', 1: '已完成', 2: '失败' } as const;

/** A supplier puts on shelf what waits for it or was taken off; it takes off what is on shelf (the mock's moves). */
export const canShelfOn = (state: GoodsState) => state === 0 || state === 2;
export const canShelfOff = (state: GoodsState) => state === 1;
/** Goods under review are the platform's until it decides. */
export const canEdit = (state: GoodsState) => state !== 3;
