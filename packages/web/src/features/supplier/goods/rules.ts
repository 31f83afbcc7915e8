import type { components } from '@zc/sdk';

type GoodsState = components['schemas']['GoodsState'];

/** A supplier puts on shelf what waits for it or was taken off; it takes off what is on shelf (the mock's moves). */
export const canShelfOn = (state: GoodsState) => state === 0 || state === 2;
export const canShelfOff = (state: GoodsState) => state === 1;
/** Goods under review are the platform's until it decides. */
export const canEdit = (state: GoodsState) => state !== 3;
