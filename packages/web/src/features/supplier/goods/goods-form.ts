import { type components, ruleMessages } from '@zc/sdk';
import { goodsItemFormSchema } from '@zc/sdk/schemas';
import * as z from 'zod';
import { cents, formValues } from '@/shared/ui/FormDialog/schema-form.ts';

type Goods = components['schemas']['GoodsItem'];
type Property = components['schemas']['Property'];
type GoodsForm = components['schemas']['GoodsItemForm'];
type PropertyValue = components['schemas']['GoodsPropertyValue'];

/** Property answers are keyed 'p<id>': react-hook-form would read a bare numeric id as an array index. */
export const propertyKey = (id: string) => `p${id}`;

const goods = goodsItemFormSchema.shape;

/**
 * The goods editor's form: the properties are answered one field each. The category's properties arrive with the
 * category, so the schema reads them when it validates: required ones must be answered.
 */
export function goodsSchema(properties: () => readonly Property[]) {
  return goodsItemFormSchema
    .omit({ id: true, itemType: true, mainImage: true, materialId: true })
    .extend({
      price: cents(goods.price),
      marketPrice: cents(goods.marketPrice),
      properties: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    })
    .superRefine(
      (values, context) => {
        // A market (list) price below the selling price would show buyers a fake saving.
        const { price, marketPrice } = values;
        if (typeof price === 'number' && typeof marketPrice === 'number' && marketPrice < price)
          context.addIssue({ code: 'custom', path: ['marketPrice'], message: '市场价不能低于售价' });
        for (const property of properties()) {
          const answer = values.properties?.[propertyKey(property.id)];
          if (property.isRequired === 1 && !answer?.length)
            context.addIssue({
              code: 'custom',
              path: ['properties', propertyKey(property.id)],
              message: ruleMessages.required,
            });
        }
      },
      // Shown with the other fields' messages, not only once those are right.
      { when: () => true },
    );
}

type Schema = ReturnType<typeof goodsSchema>;
type GoodsValues = z.output<Schema>;

/** The empty form of a new goods item, or the item's own values. */
export function goodsValues(schema: Schema, item?: Goods) {
  const properties: Record<string, string | string[]> = {};
  for (const chosen of item?.properties ?? []) {
    const key = propertyKey(chosen.propertyId);
    const answer = chosen.valueId ?? chosen.value;
    const previous = properties[key];
    // A multiple choice is saved as one row per chosen value.
    properties[key] = previous === undefined ? answer : [...(Array.isArray(previous) ? previous : [previous]), answer];
  }
  return formValues(schema, {
    ...item,
    images: item?.images ?? (item?.mainImage ? [item.mainImage] : []),
    properties,
  });
}

/** What the save call takes: the answers to the category's properties as rows, blanks left out. */
export function toBody(values: GoodsValues, properties: readonly Property[], id?: string): GoodsForm {
  const rows: PropertyValue[] = properties.flatMap((property) => {
    const answer = values.properties[propertyKey(property.id)];
    const answers = (Array.isArray(answer) ? answer : [answer]).filter((value): value is string => Boolean(value));
    if (property.inputType === 1)
      return answers.map((value) => ({ propertyId: property.id, propertyName: property.name, value }));
    return answers.flatMap((valueId) => {
      const value = property.values?.find((option) => option.id === valueId);
      return value ? [{ propertyId: property.id, propertyName: property.name, valueId, value: value.value }] : [];
    });
  });
  return { ...values, ...(id ? { id } : { itemType: 1 }), mainImage: values.images[0], properties: rows };
}
