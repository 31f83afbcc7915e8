import type { components } from '@zc/sdk';
import { supplierBankAccountFormSchema, supplierBaseFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

type Supplier = components['schemas']['Supplier'];

const base = supplierBaseFormSchema.shape;

/** The company's base information (org/editSupplierBase); the capital is typed as text. */
export const baseSchema = supplierBaseFormSchema
  .omit({ id: true, areaCode: true, logo: true, introduction: true })
  .extend({
    registeredCapital: z.coerce.number<string>().pipe(base.registeredCapital.unwrap()).optional(),
    taxpayerType: chosen(base.taxpayerType),
  });

/** The settlement bank account (org/editSupplierBankAccount). */
export const bankSchema = supplierBankAccountFormSchema.omit({ id: true });

/** What the mall shows of the supplier's shop; a shop in the mall goes by its name. */
export const shopSchema = supplierBaseFormSchema
  .pick({ logo: true, introduction: true })
  .extend({ shortName: base.shortName.unwrap().min(1) });

/**
 * The editSupplierBase body as the supplier stands, which a form then changes: the call replaces the base
 * information, so fields a form does not show are sent back as they are.
 */
export const currentBase = (supplier: Supplier) => ({
  id: supplier.id,
  orgNameZh: supplier.orgNameZh,
  creditCode: supplier.creditCode ?? '',
  contactName: supplier.contactName ?? '',
  contactPhone: supplier.contactPhone ?? '',
  ...(supplier.shortName && { shortName: supplier.shortName }),
  ...(supplier.legalPerson && { legalPerson: supplier.legalPerson }),
  ...(supplier.registeredCapital !== undefined && { registeredCapital: supplier.registeredCapital }),
  ...(supplier.establishDate && { establishDate: supplier.establishDate }),
  ...(supplier.businessScope && { businessScope: supplier.businessScope }),
  ...(supplier.taxpayerType && { taxpayerType: supplier.taxpayerType }),
  ...(supplier.areaCode && { areaCode: supplier.areaCode }),
  ...(supplier.address && { address: supplier.address }),
  ...(supplier.email && { email: supplier.email }),
  ...(supplier.logo && { logo: supplier.logo }),
  ...(supplier.introduction && { introduction: supplier.introduction }),
});
