import { deliveryAddressFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';

/** A supplier's delivery (shipping and return) address; 设为默认 is a checkbox, the call takes a flag. */
export const addressSchema = deliveryAddressFormSchema
  .pick({
    consignee: true,
    phone: true,
    telephone: true,
    provinceCode: true,
    cityCode: true,
    districtCode: true,
    detailAddress: true,
    postCode: true,
  })
  .extend({ isDefault: z.boolean().transform((checked) => (checked ? 1 : 0)) });
