import type { components } from '@zc/sdk';

type DiscountStatus = components['schemas']['DiscountStatus'];

/** Only a discount waiting to be submitted (待提交) or rejected (已驳回) may still be changed and submitted for review. */
export const isChangeable = (status: DiscountStatus) => status === 0 || status === 3;

/** A discount under review (待审核) is the platform's until it decides; any other may be deleted. */
export const isDeletable = (status: DiscountStatus) => status !== 1;
