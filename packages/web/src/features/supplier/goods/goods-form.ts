import type { components } from '@zc/sdk';
import * as z from 'zod';

type Goods = components['schemas']['GoodsItem'];
type Property = components['schemas']['Property'];
type GoodsForm = components['schemas']['GoodsItemForm'];
type PropertyValue = components['schemas']['GoodsPropertyValue'];

/** Property answers are keyed 'p<id>': react-hook-form would read a bare numeric id as an array index. */
export const propertyKey = (id: string) => `p${id}`;

const twoDecimals = (value: number) => /^\d+(\.\d{1,2})?$/.test(String(value));
const optionalNumber = z.number().optional();

/**
 * The goods editor's form. The category's properties arrive with the category, so the schema reads them when it
 * validates: required ones must be answered.
 */
export function goodsSchema(properties: () => readonly Property[]) {
  return z
    .object({
      categoryId: z.string().min(1, '请选择商品分类'),
      categoryPath: z.string(),
      brandId: z.string().min(1, '请选择品牌'),
      name: z.string().trim().min(1, '请输入商品名称').max(200, '商品名称最多 200 个字符'),
      subTitle: z.string().trim().max(200, '卖点最多 200 个字符'),
      sku: z.string().trim().max(64, 'SKU 最多 64 个字符'),
      model: z.string().trim().max(50, '型号最多 50 个字符'),
      spec: z.string().trim().max(100, '规格最多 100 个字符'),
      barCode: z.union([z.literal(''), z.string().regex(/^\d{13}$/, '条形码为 13 位数字')]),
      unit: z.string().trim().min(1, '请输入单位').max(10, '单位最多 10 个字符'),
      stock: z.number('请输入库存').int('库存为整数').min(0, '库存不能小于 0'),
      price: z.number('请输入售价').gt(0, '售价必须大于 0').refine(twoDecimals, '售价最多保留两位小数'),
      marketPrice: optionalNumber.refine(
        (value) => value === undefined || (value > 0 && twoDecimals(value)),
        '市场价须大于 0，最多保留两位小数',
      ),
      taxRate: optionalNumber.refine(
        (value) => value === undefined || (value >= 0 && value <= 100),
        '税率在 0 到 100 之间',
      ),
      minBuyNum: optionalNumber.refine(
        (value) => value === undefined || (Number.isInteger(value) && value >= 1),
        '起订量为不小于 1 的整数',
      ),
      deliveryDays: optionalNumber.refine(
        (value) => value === undefined || (Number.isInteger(value) && value >= 0),
        '发货时间为不小于 0 的整数',
      ),
      images: z.array(z.string()).min(1, '请至少上传一张商品图片').max(5, '最多上传 5 张商品图片'),
      introduction: z.string().max(5000, '商品介绍最多 5000 个字符'),
      properties: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    })
    .superRefine(
      (values, context) => {
        // The spec states no rule between the two prices; a market (list) price below the selling price would show
        // buyers a fake saving, so it may not be lower.
        const { price, marketPrice } = values;
        if (typeof price === 'number' && typeof marketPrice === 'number' && marketPrice < price)
          context.addIssue({ code: 'custom', path: ['marketPrice'], message: '市场价不能低于售价' });
        for (const property of properties()) {
          const answer = values.properties?.[propertyKey(property.id)];
          const empty = !answer || answer.length === 0 || (typeof answer === 'string' && !answer.trim());
          if (property.isRequired === 1 && empty)
            context.addIssue({
              code: 'custom',
              path: ['properties', propertyKey(property.id)],
              message: `请${property.inputType === 1 ? '填写' : '选择'}${property.name}`,
            });
        }
      },
      // Shown with the other fields' messages, not only once those are right.
      { when: () => true },
    );
}

export type GoodsValues = z.output<ReturnType<typeof goodsSchema>>;
export type GoodsInput = z.input<ReturnType<typeof goodsSchema>>;

/** The empty form of a new goods item, or the item's own values. */
export function formValues(goods?: Goods): GoodsInput {
  const properties: Record<string, string | string[]> = {};
  for (const chosen of goods?.properties ?? []) {
    const key = propertyKey(chosen.propertyId);
    const answer = chosen.valueId ?? chosen.value;
    const previous = properties[key];
    // A multiple choice is saved as one row per chosen value.
    properties[key] = previous === undefined ? answer : [...(Array.isArray(previous) ? previous : [previous]), answer];
  }
  return {
    categoryId: goods?.categoryId ?? '',
    categoryPath: goods?.categoryPath ?? goods?.categoryName ?? '',
    brandId: goods?.brandId ?? '',
    name: goods?.name ?? '',
    subTitle: goods?.subTitle ?? '',
    sku: goods?.sku ?? '',
    model: goods?.model ?? '',
    spec: goods?.spec ?? '',
    barCode: goods?.barCode ?? '',
    unit: goods?.unit ?? '',
    stock: goods?.stock as number,
    price: goods?.price as number,
    marketPrice: goods?.marketPrice,
    taxRate: goods?.taxRate,
    minBuyNum: goods?.minBuyNum,
    deliveryDays: goods?.deliveryDays,
    images: goods?.images ?? (goods?.mainImage ? [goods.mainImage] : []),
    introduction: goods?.introduction ?? '',
    properties,
  };
}

/** What the save call takes: the answers to the category's properties as rows, blanks left out. */
export function toBody(values: GoodsValues, properties: readonly Property[], id?: string): GoodsForm {
  const rows: PropertyValue[] = properties.flatMap((property) => {
    const answer = values.properties[propertyKey(property.id)];
    const answers = (Array.isArray(answer) ? answer : [answer]).filter((value): value is string => Boolean(value));
    if (property.inputType === 1)
      return answers.map((value) => ({ propertyId: property.id, propertyName: property.name, value: value.trim() }));
    return answers.flatMap((valueId) => {
      const value = property.values?.find((option) => option.id === valueId);
      return value ? [{ propertyId: property.id, propertyName: property.name, valueId, value: value.value }] : [];
    });
  });
  const { categoryPath: _, properties: __, sku, subTitle, model, spec, barCode, introduction, ...rest } = values;
  const text = (value: string) => value || undefined;
  return {
    ...rest,
    ...(id ? { id } : { itemType: 1 }),
    sku: text(sku),
    subTitle: text(subTitle),
    model: text(model),
    spec: text(spec),
    barCode: text(barCode),
    introduction: text(introduction),
    mainImage: values.images[0],
    properties: rows,
  };
}
