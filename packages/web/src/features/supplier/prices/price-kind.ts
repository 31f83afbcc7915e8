import type { components } from '@zc/sdk';
import type { ComponentType } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import type { Discount } from '@/features/prices/discount-columns.tsx';
import type { ListModel } from '@/shared/list/use-list.ts';
import type { ColumnSpec } from '@/shared/ui/DataTable/columns.tsx';
import { formValues, type SchemaForm } from '@/shared/ui/FormDialog/FormDialog.tsx';
import type { GoodsValues } from './price-form.ts';

type Schemas = components['schemas'];

export type { Discount };

/** A form schema whose values include the goods the price is set on. */
export type PriceSchema = z.ZodType<GoodsValues & FieldValues, GoodsValues & FieldValues>;

/**
 * One kind of discount price (promotion, ladder, wholesale): the three pages and their dialog are the same flow —
 * list, set or change with a price check, submit for review — over the kind's own calls, columns and fields.
 */
export interface PriceKind<Row extends Discount, S extends PriceSchema> {
  discountType: Schemas['DiscountType'];
  /** '促销价', used in titles and messages. */
  name: string;
  /** The table's name ('促销商品列表'). */
  listLabel: string;
  /** The button permission that gates setting, changing and submitting. */
  permission: string;
  /** Promotions may also be deleted. */
  deletable?: boolean;
  /** The kind's list: `useList` over its own list call, with the filters every discount list shares. */
  useList: () => ListModel<Row>;
  /** The kind's own columns, between the sale price and the state. */
  columns: Record<string, ColumnSpec<Row>>;
  schema: S;
  defaults: (row: Row | undefined) => DefaultValues<z.input<S>>;
  /** The unit price checkDiscountPrice judges (a ladder's lowest tier). */
  checkedPrice: (values: z.output<S>) => number;
  /** Saves new values (set) or changes `row` (modify). */
  useSave: () => (values: z.output<S>, row: Row | undefined) => Promise<unknown>;
  Fields: ComponentType<{ form: SchemaForm<S> }>;
}

/** The form's first values: those of the row being changed (its goods' sale price for the checks), or blanks. */
export const priceDefaults = <S extends PriceSchema>(schema: S, row: Discount | undefined, values?: object) =>
  formValues(schema, row && { ...row, salePrice: row.price, ...values });
