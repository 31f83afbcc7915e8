import type { components } from '@zc/sdk';

/** The states of a discount price (DiscountStatus); only 待提交 and 已驳回 ones may be changed or submitted. */
export const discountStatusLabels = { 0: '待提交', 1: '待审核', 2: '已生效', 3: '已驳回', 4: '已失效' } as const;

export type DiscountStatus = components['schemas']['DiscountStatus'];

/** Whether a discount may still be changed and submitted for review. */
export const isChangeable = (status: DiscountStatus) => status === 0 || status === 3;
