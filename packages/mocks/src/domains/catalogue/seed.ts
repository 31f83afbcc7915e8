// The catalogue seed: a three-level category tree, brands, properties, materials and rules; 5,000 goods of the
// seeded suppliers in every shelf state with their state and price histories; promotion, ladder and wholesale prices
// in every status; carts, evaluations, favourites, history tracks and follows of the seeded purchasers.
import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import { seedDay, seedId, seedTime } from '../../engine/random.ts';
import type { SeedFaker } from '../../engine/seed-faker.ts';
import { xlsx } from '../../engine/xlsx.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import { platformTables } from '../../tables/platform.ts';
import { purchaserUserIds, seededOrgs, supplierOrgIds } from '../accounts/seed.ts';
import { storeFile } from '../files/files.ts';
import { samplePng } from '../files/sample-files.ts';
import { seededBytes } from '../files/seeded-bytes.ts';
import {
  auditRejections,
  badEvaluations,
  brandList,
  categoryTree,
  containerCategory,
  goodEvaluations,
  middlingEvaluations,
  offShelfReasons,
  propertiesBySecond,
  proposedBrands,
} from './data.ts';

type Goods = Entity<'GoodsItem'>;
type Category = Entity<'Category'>;

const at = seedTime;

/** How many goods each seeded supplier offers, its top-level categories (indexes) and its brands. */
const supplierPlans: { count: number; tops: number[]; brands?: string[]; itemTypes: number[] }[] = [
  { count: 900, tops: [0, 1, 6], itemTypes: [4, 4, 1] },
  { count: 700, tops: [5, 7, 4], itemTypes: [3] },
  { count: 1200, tops: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], itemTypes: [2] },
  { count: 400, tops: [0, 1, 3, 5], brands: ['得力'], itemTypes: [4, 1] },
  { count: 300, tops: [0], brands: ['晨光'], itemTypes: [4] },
  { count: 300, tops: [2, 3], brands: ['联想'], itemTypes: [4, 1] },
  { count: 400, tops: [4], itemTypes: [3, 4] },
  { count: 300, tops: [8], brands: ['海尔'], itemTypes: [4] },
  { count: 400, tops: [6, 9], itemTypes: [3, 4] },
  { count: 100, tops: [7], brands: ['远东', '正泰'], itemTypes: [3] },
];

const colours: [number, number, number][] = [
  [64, 158, 255],
  [250, 140, 22],
  [19, 194, 194],
  [114, 46, 209],
  [245, 34, 45],
  [82, 196, 26],
  [47, 84, 235],
  [250, 173, 20],
  [235, 47, 150],
  [160, 217, 17],
];

async function seedCategories() {
  const created = at(-720);
  const tops: { row: Category; seconds: { row: Category; leaves: Category[] }[] }[] = [];
  for (const [i, [name, , seconds]] of categoryTree.entries()) {
    const code = `C${String(i + 1).padStart(2, '0')}`;
    const image = await storeFile(
      `${name}.png`,
      samplePng(32, 32, colours[i] ?? [64, 158, 255], [255, 255, 255]),
      'goods',
      seedId(platformTables.files),
    );
    const top = t.categories.insert({
      id: seedId(t.categories),
      parentId: '0',
      name,
      code,
      level: 1,
      sort: i + 1,
      icon: image.url as string,
      isLeaf: 0,
      isValid: 1,
      createTime: created,
    });
    const entry = { row: top, seconds: [] as { row: Category; leaves: Category[] }[] };
    for (const [j, [secondName, , , , , leaves]] of seconds.entries()) {
      const secondCode = `${code}${String(j + 1).padStart(2, '0')}`;
      const second = t.categories.insert({
        id: seedId(t.categories),
        parentId: top.id,
        name: secondName,
        code: secondCode,
        level: 2,
        sort: j + 1,
        isLeaf: 0,
        isValid: 1,
        createTime: created,
      });
      const leafRows: Category[] = [];
      for (const [k, leafName] of leaves.entries()) {
        const leafCode = `${secondCode}${String(k + 1).padStart(2, '0')}`;
        leafRows.push(
          t.categories.insert({
            id: seedId(t.categories),
            parentId: second.id,
            name: leafName,
            code: leafCode,
            level: 3,
            sort: k + 1,
            taxCode: `10${leafCode.slice(1).padEnd(17, '0')}`,
            isLeaf: 1,
            isValid: 1,
            createTime: created,
          }),
        );
      }
      entry.seconds.push({ row: second, leaves: leafRows });
    }
    tops.push(entry);
  }
  // An invalidated branch, as the catalogue manager sees it.
  const office = tops[0] as (typeof tops)[number];
  const old = t.categories.insert({
    id: seedId(t.categories),
    parentId: office.row.id,
    name: '传真耗材',
    code: 'C0199',
    level: 2,
    sort: 99,
    isLeaf: 0,
    isValid: 0,
    createTime: at(-900),
  });
  for (const [k, name] of ['传真纸', '传真机碳带'].entries())
    t.categories.insert({
      id: seedId(t.categories),
      parentId: old.id,
      name,
      code: `C019${k + 1}`,
      level: 3,
      sort: k + 1,
      isLeaf: 1,
      isValid: 0,
      createTime: at(-900),
    });
  return tops;
}

async function seedBrands() {
  const byName = new Map<string, Entity<'Brand'>>();
  for (const [i, [name, nameEn, initial]] of brandList.entries()) {
    const brand = t.brands.insert({
      id: seedId(t.brands),
      name,
      nameEn,
      initial,
      description: `${name}（${nameEn}）是国内知名品牌，产品覆盖多个品类，已入驻政采商城。`,
      isShow: 1,
      auditStatus: 1,
      createTime: at(-600 + i),
    });
    byName.set(name, brand);
  }
  const proposers = [supplierOrgIds[1], supplierOrgIds[6], supplierOrgIds[0], supplierOrgIds[8], supplierOrgIds[9]];
  for (const [i, [name, nameEn, initial, auditStatus]] of proposedBrands.entries()) {
    const supplierId = proposers[i] as string;
    t.brands.insert({
      id: seedId(t.brands),
      name,
      nameEn,
      initial,
      description: `${name}为供应商自有品牌。`,
      authorizationFile: `/api/file/getOne/file/${supplierId}`,
      isShow: 0,
      auditStatus,
      ...(auditStatus === 2 && { auditRemark: '品牌授权书已过期，请重新上传' }),
      supplierId,
      supplierName: accountTables.orgs.get(supplierId)?.orgNameZh,
      createTime: at(-20 + i),
    });
  }
  return byName;
}

async function seedProperties(tops: Awaited<ReturnType<typeof seedCategories>>) {
  const bySecond = new Map<string, { property: Entity<'Property'>; values: Entity<'PropertyValue'>[] }[]>();
  for (const top of tops)
    for (const second of top.seconds) {
      const definitions = propertiesBySecond[second.row.name] ?? [['规格型号', 1, []]];
      const list: { property: Entity<'Property'>; values: Entity<'PropertyValue'>[] }[] = [];
      for (const [i, [name, inputType, values]] of definitions.entries()) {
        const property = t.properties.insert({
          id: seedId(t.properties),
          categoryId: second.row.id,
          categoryName: second.row.name,
          name,
          propertyType: i === 0 && inputType === 2 ? 2 : 1,
          inputType,
          isRequired: i === 0 ? 1 : 0,
          isSearch: inputType === 1 ? 0 : 1,
          sort: i + 1,
          createTime: at(-700),
        });
        const valueRows: Entity<'PropertyValue'>[] = [];
        for (const [j, value] of values.entries())
          valueRows.push(
            t.propertyValues.insert({
              id: seedId(t.propertyValues),
              propertyId: property.id,
              propertyName: name,
              value,
              sort: j + 1,
              createTime: at(-700),
            }),
          );
        list.push({ property, values: valueRows });
      }
      bySecond.set(second.row.id, list);
    }
  // Values one purchasing group names its own way.
  const purchaser = accountTables.orgs.get(seededOrgs.purchaser);
  const named = [...bySecond.values()]
    .flat()
    .filter((entry) => entry.values.length > 0)
    .slice(0, 6);
  for (const [i, { property, values }] of named.entries()) {
    const value = values[0] as Entity<'PropertyValue'>;
    t.propertyValuePurchasers.insert({
      id: seedId(t.propertyValuePurchasers),
      propertyId: property.id,
      propertyName: property.name,
      propertyValueId: value.id,
      purchaserId: seededOrgs.purchaser,
      purchaserName: purchaser?.orgNameZh,
      value: `${value.value}（集团标准）`,
      sort: i + 1,
      createTime: at(-100 + i),
    });
  }
  return bySecond;
}

async function seedMaterials(faker: SeedFaker, tops: Awaited<ReturnType<typeof seedCategories>>) {
  const byLeaf = new Map<string, Entity<'Material'>>();
  let n = 0;
  for (const [ti, top] of tops.entries()) {
    // The container shop's categories have no group material codes; their goods are seeded apart, after all others.
    if (categoryTree[ti]?.[0] === containerCategory) continue;
    for (const second of top.seconds) {
      const [, unit, min, max, specs] = categoryTree[ti]?.[2].find(([name]) => name === second.row.name) ?? [];
      for (const leaf of second.leaves) {
        n++;
        if (n % 4 === 0) continue;
        const material = t.materials.insert({
          id: seedId(t.materials),
          materialCode: `WL${(leaf.code ?? '').slice(1)}${String(n).padStart(3, '0')}`,
          materialName: leaf.name,
          categoryId: leaf.id,
          categoryName: leaf.name,
          spec: faker.helpers.arrayElement(specs ?? ['通用']),
          model: `${leaf.code}-${n}`,
          unit: unit ?? '个',
          brandName: faker.helpers.arrayElement(categoryTree[ti]?.[1] ?? ['']),
          referencePrice: twoDecimals(((min ?? 10) + (max ?? 100)) / 3),
          isValid: n % 29 === 0 ? 0 : 1,
          remark: '集团物资编码标准（2025版）',
          createTime: at(-500 + (n % 100)),
          updateTime: at(-60 + (n % 50)),
        });
        byLeaf.set(leaf.id, material);
      }
    }
  }
  return byLeaf;
}

function ean13(base: string) {
  const digits = base.padEnd(12, '0').slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (digits.charCodeAt(i) - 48) * (i % 2 ? 3 : 1);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** A small fast generator for the bulk rows, seeded from the shared faker so the seed stays deterministic. */
function generator(faker: SeedFaker) {
  let state = faker.number.int(2 ** 31 - 1);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const digits = (length: number) => String(Math.floor(next() * 10 ** length)).padStart(length, '0');
  return { next, int, pick, digits };
}

async function seedGoods(
  faker: SeedFaker,
  tops: Awaited<ReturnType<typeof seedCategories>>,
  brands: Map<string, Entity<'Brand'>>,
  properties: Awaited<ReturnType<typeof seedProperties>>,
  materials: Map<string, Entity<'Material'>>,
) {
  const random = generator(faker);
  const goods: Goods[] = [];
  const admin = '周平台';
  let serial = 0;
  for (const [si, plan] of supplierPlans.entries()) {
    const supplierId = supplierOrgIds[si] as string;
    const supplierName = accountTables.orgs.get(supplierId)?.orgNameZh ?? '';
    const pending = si === 9;
    for (let n = 0; n < plan.count; n++) {
      serial++;
      const ti = plan.tops[n % plan.tops.length] as number;
      const [topName, topBrands, seconds] = categoryTree[ti] as (typeof categoryTree)[number];
      const top = tops[ti] as (typeof tops)[number];
      const sj = random.int(0, seconds.length - 1);
      const [, unit, min, max, specs] = seconds[sj] as (typeof seconds)[number];
      const second = top.seconds[sj] as (typeof top.seconds)[number];
      const leaf = random.pick(second.leaves);
      const brandName = random.pick(plan.brands ?? topBrands);
      const brand = brands.get(brandName) as Entity<'Brand'>;
      const spec = random.pick(specs);
      const model = `${brand.initial === '#' ? 'MM' : `${brand.initial}${brand.initial}`}-${random.digits(4)}`;
      const price = twoDecimals(min + random.next() * (max - min) - (serial % 3 === 0 ? 0.1 : 0));
      const roll = random.int(0, 99);
      const goodsState = pending
        ? roll < 60
          ? 0
          : 3
        : roll < 74
          ? 1
          : roll < 82
            ? 0
            : roll < 90
              ? 2
              : roll < 95
                ? 3
                : 4;
      const aid = second.row.name === '扶贫农产品' || (ti === 9 && roll % 37 === 0);
      const created = -random.int(20, 700);
      // Property values and a description on the goods of the three seeded supplier accounts.
      const detailed = si < 3;
      const defined = detailed ? (properties.get(second.row.id) ?? []) : [];
      const chosen = defined
        .filter(({ values }) => values.length > 0)
        .map(({ property, values }) => {
          const value = random.pick(values);
          return { propertyId: property.id, propertyName: property.name, valueId: value.id, value: value.value };
        });
      const material = serial % 3 === 0 ? materials.get(leaf.id) : undefined;
      const name = `${brandName} ${leaf.name} ${model} ${spec}`;
      const sku =
        plan.itemTypes[0] === 2
          ? `10${String(1_000_000_000 + serial * 7919).slice(0, 10)}`
          : `${top.row.code}${si}${String(serial).padStart(5, '0')}`;
      const image = top.row.icon as string;
      const row: Goods = {
        id: seedId(t.goods),
        sku,
        name,
        subTitle: aid ? '脱贫地区特色产品，助力乡村振兴' : `${brandName}官方授权 正品保障`,
        brandId: brand.id,
        brandName,
        categoryId: leaf.id,
        categoryName: leaf.name,
        categoryPath: `${topName}/${second.row.name}/${leaf.name}`,
        supplierId,
        supplierName,
        price,
        marketPrice: twoDecimals(price * (1.05 + (serial % 25) / 100)),
        stock: roll % 19 === 0 ? 0 : random.int(5, 3000),
        unit,
        goodsState: goodsState as Goods['goodsState'],
        isAid: aid ? 1 : 0,
        itemType: plan.itemTypes[n % plan.itemTypes.length] as Goods['itemType'],
        mainImage: image,
        images: [image],
        model,
        spec,
        barCode: ean13(`69${random.digits(10)}`),
        taxRate: ti === 9 ? 9 : 13,
        minBuyNum: serial % 23 === 0 ? 5 : 1,
        deliveryDays: plan.itemTypes[0] === 2 ? 2 : random.int(1, 7),
        salesVolume: goodsState === 1 || goodsState === 2 ? random.int(0, 5000) : 0,
        createTime: at(created),
        updateTime: at(Math.min(-1, created + random.int(0, 60))),
      };
      // Optional fields are set only when they apply (no spreads: this loop makes 5,000 rows).
      if (material) {
        row.materialId = material.id;
        row.materialCode = material.materialCode;
      }
      if (detailed) {
        if (chosen.length > 0) row.properties = chosen;
        row.introduction = `<p>${name}</p><p>品牌：${brandName}；型号：${model}；规格：${spec}；单位：${unit}。</p>`;
      }
      if (goodsState === 4) row.auditRemark = random.pick(auditRejections);
      if (goodsState === 2) row.auditRemark = random.pick(offShelfReasons);
      if (goodsState === 1 || goodsState === 2) row.upShelfTime = at(created + 2, 30);
      goods.push(row);
    }
  }
  for (const row of goods) t.goods.insert(row);

  // Shelf-state history: every goods item that left 待上架 has its steps, newest last.
  const step = (row: Goods, beforeState: number | undefined, afterState: number, days: number, reason?: string) =>
    t.itemStateHis.insert({
      id: seedId(t.itemStateHis),
      goodsId: row.id,
      sku: row.sku,
      goodsName: row.name,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      ...(beforeState !== undefined && { beforeState: beforeState as Goods['goodsState'] }),
      afterState: afterState as Goods['goodsState'],
      ...(reason && { reason }),
      operatorName: afterState === 4 || reason ? admin : '供应商',
      createTime: at(days, 600),
    });
  // The day of the month each goods item was created, by its creation time: the goods share a few hundred days.
  const monthDays = new Map<string | undefined, number>();
  for (let i = 0; i < goods.length; i++) {
    const row = goods[i] as Goods;
    let monthDay = monthDays.get(row.createTime);
    if (monthDay === undefined) {
      monthDay = Number(row.createTime?.slice(8, 10));
      monthDays.set(row.createTime, monthDay);
    }
    const created = monthDay % 5;
    if (row.goodsState === 3) step(row, 0, 3, -3 - created);
    else if (row.goodsState === 4) step(row, 3, 4, -6 - created, row.auditRemark);
    else if (row.goodsState === 2) step(row, 1, 2, -5 - created, row.auditRemark);
    else if (row.goodsState === 1 && i % 15 === 0) step(row, 0, 1, -30 - created);
  }

  // Price changes of on-shelf goods.
  const onShelf = goods.filter((row) => row.goodsState === 1);
  for (let i = 1; i < onShelf.length; i += 12) {
    const row = onShelf[i] as Goods;
    const beforePrice = twoDecimals(row.price * (i % 4 === 1 ? 1.08 : 0.95));
    t.priceChanges.insert({
      id: seedId(t.priceChanges),
      goodsId: row.id,
      sku: row.sku,
      goodsName: row.name,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      beforePrice,
      afterPrice: row.price,
      changeRate: twoDecimals(((row.price - beforePrice) / beforePrice) * 100),
      createTime: at(-(i % 90) - 1, 120),
    });
  }
  return goods;
}

async function seedPrices(goods: Goods[]) {
  const onShelf = goods.filter((row) => row.goodsState === 1 && row.stock > 0);
  // gys01's on-shelf goods first, so the seeded supplier sees discounts in every status.
  const own = onShelf.filter((row) => row.supplierId === seededOrgs.supplier);
  const others = onShelf.filter((row) => row.supplierId !== seededOrgs.supplier);
  const pick = (from: Goods[], start: number, count: number, stride: number) =>
    Array.from({ length: count }, (_, i) => from[(start + i * stride) % from.length] as Goods);
  const statuses = [0, 1, 2, 2, 3, 4] as const;
  const base = (table: { name: string }, row: Goods, i: number) => {
    const status = statuses[i % statuses.length] as (typeof statuses)[number];
    return {
      id: seedId(table),
      goodsId: row.id,
      sku: row.sku,
      goodsName: row.name,
      mainImage: row.mainImage,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      price: row.price,
      status,
      ...(status === 3 && { auditRemark: '折扣力度超出平台规则，请调整后重新提交' }),
      createTime: at(-30 + (i % 25)),
      updateTime: at(-5 + (i % 4)),
    };
  };
  const promoted = [...pick(own, 0, 60, 3), ...pick(others, 0, 240, 7)];
  for (const [i, row] of promoted.entries()) {
    const fields = base(t.promotionPrices, row, i);
    const expired = fields.status === 4;
    t.promotionPrices.insert({
      ...fields,
      discountType: 1,
      promotionPrice: twoDecimals(row.price * (0.85 + (i % 10) / 100)),
      startTime: at(expired ? -60 : -10 + (i % 5)),
      endTime: at(expired ? -30 : 40 + (i % 30)),
    });
  }
  const laddered = [...pick(own, 1, 40, 5), ...pick(others, 3, 160, 11)];
  for (const [i, row] of laddered.entries()) {
    const tiers = [
      { minQuantity: 1, maxQuantity: 9, price: row.price },
      { minQuantity: 10, maxQuantity: 49, price: twoDecimals(row.price * 0.96) },
      { minQuantity: 50, price: twoDecimals(row.price * 0.92) },
    ];
    t.ladderPrices.insert({ ...base(t.ladderPrices, row, i + 1), discountType: 2, tiers });
  }
  const wholesale = [...pick(own, 2, 30, 7), ...pick(others, 5, 120, 13)];
  for (const [i, row] of wholesale.entries())
    t.wholesalePrices.insert({
      ...base(t.wholesalePrices, row, i + 2),
      discountType: 3,
      minQuantity: [10, 20, 50, 100][i % 4] as number,
      wholesalePrice: twoDecimals(row.price * (0.88 + (i % 5) / 100)),
    });

  // Self-operated goods: their supply price, and the platform's own price on some of them.
  const selfOperated = goods.filter((row) => row.itemType === 1);
  for (const [i, row] of selfOperated.entries()) {
    if (i % 2 === 1) continue;
    const supplyPrice = twoDecimals(row.price / 1.08);
    const priced = i % 4 === 0;
    t.selfPrices.insert({
      id: row.id,
      supplyPrice,
      ...(priced && { selfPrice: row.price, rate: 8, updateTime: at(-(i % 40) - 1) }),
    });
  }
}

async function seedRules(tops: Awaited<ReturnType<typeof seedCategories>>) {
  const second = (ti: number, sj: number) => tops[ti]?.seconds[sj]?.row as Category;
  const rules: [string, Category | undefined, number | undefined, number, number, 0 | 1][] = [
    ['全品类价格规则', undefined, undefined, 30, 150, 1],
    ['电脑整机限价规则', second(2, 0), undefined, 60, 120, 1],
    ['电商商品比价规则', undefined, 2, 50, 110, 1],
    ['劳保用品限价规则', tops[4]?.row, undefined, 40, 130, 1],
    ['打印纸旧版规则', second(1, 0), undefined, 70, 140, 0],
  ];
  for (const [i, [ruleName, category, itemType, minPriceRate, maxPriceRate, isEnable]] of rules.entries())
    t.itemRules.insert({
      id: seedId(t.itemRules),
      ruleName,
      ...(category && { categoryId: category.id, categoryName: category.name }),
      ...(itemType && { itemType: itemType as Goods['itemType'] }),
      minPriceRate,
      maxPriceRate,
      isEnable,
      remark: '依据集团采购价格管理办法设置',
      createTime: at(-300 + i),
    });
  const putaway: [string, Category | undefined, number | undefined, 0 | 1, number, 0 | 1][] = [
    ['通用上架规则', undefined, undefined, 0, 1, 1],
    ['电脑办公上架审核', tops[2]?.row, undefined, 1, 1, 1],
    ['本地商品上架审核', undefined, 3, 1, 1, 1],
    ['食品上架审核', tops[9]?.row, undefined, 1, 2, 0],
  ];
  for (const [i, [ruleName, category, itemType, needAudit, minImageCount, isEnable]] of putaway.entries())
    t.itemPutawayRules.insert({
      id: seedId(t.itemPutawayRules),
      ruleName,
      ...(category && { categoryId: category.id, categoryName: category.name }),
      ...(itemType && { itemType: itemType as Goods['itemType'] }),
      needAudit,
      minImageCount,
      requireBrand: 1,
      requireMaterial: 0,
      isEnable,
      remark: '商品上架前的资料完整性要求',
      createTime: at(-280 + i),
    });
  const templates: [string, 1 | 2 | 3, Category | undefined][] = [
    ['通用商品导入模板', 1, undefined],
    ['电脑办公商品导入模板', 1, tops[2]?.row],
    ['劳保用品采购合同模板', 2, tops[4]?.row],
    ['办公用品验收单模板', 3, tops[0]?.row],
    ['家电采购合同模板', 2, tops[8]?.row],
  ];
  const headers: Record<number, string[]> = {
    1: ['商品名称', 'SKU', '品牌', '分类', '售价', '库存', '单位'],
    2: ['合同编号', '甲方', '乙方', '标的', '金额', '签订日期'],
    3: ['订单号', '商品名称', '数量', '验收结论', '验收人', '验收日期'],
  };
  // One stored workbook per kind of template (their columns); the rows name their own file.
  const files = new Map<number, string>();
  for (const [templateType, columns] of Object.entries(headers)) {
    const id = seedId(platformTables.files);
    const workbook = seededBytes(`xlsx 模板 ${columns}`, () => xlsx('模板', columns, [], seedDay));
    await storeFile(`模板${templateType}.xlsx`, workbook, 'file', id);
    files.set(Number(templateType), id);
  }
  for (const [i, [templateName, templateType, category]] of templates.entries()) {
    const id = seedId(t.templates);
    const fileId = files.get(templateType) as string;
    t.templates.insert({
      id,
      templateName,
      templateType,
      ...(category && { categoryId: category.id, categoryName: category.name }),
      fileId,
      fileName: `${templateName}.xlsx`,
      fileUrl: `/api/file/getOne/file/${fileId}`,
      isEnable: i === 4 ? 0 : 1,
      createTime: at(-260 + i),
    });
  }
  const keywords: [string, string, number, number][] = [
    ['A4纸', 'A4复印纸', 1, 0],
    ['中性笔', '签字笔', 0, 0],
    ['水笔', '签字笔', 0, 0],
    ['碳粉盒', '硒鼓', 1, 1],
    ['笔记本电脑', '便携式计算机', 2, 1],
    ['手套', '劳保手套', 4, 0],
    ['安全头盔', '安全帽', 4, 1],
    ['排插', '插线板', 7, 0],
    ['纸巾', '抽纸', 6, 0],
    ['矿泉水', '饮用天然矿泉水', 9, 0],
  ];
  for (const [i, [keyword, standardName, ti, sj]] of keywords.entries()) {
    const category = second(ti, sj);
    t.libraryKeywords.insert({
      id: seedId(t.libraryKeywords),
      keyword,
      standardName,
      categoryId: category.id,
      categoryName: category.name,
      sort: i + 1,
      isEnable: i === 9 ? 0 : 1,
      createTime: at(-240 + i),
    });
  }
  const words: [string, 1 | 2 | 3][] = [
    ['最便宜', 1],
    ['全网最低', 1],
    ['国家级', 1],
    ['假货', 2],
    ['骗子', 3],
    ['特供', 1],
    ['第一品牌', 1],
  ];
  for (const [i, [word, wordType]] of words.entries())
    t.prohibitWords.insert({
      id: seedId(t.prohibitWords),
      word,
      wordType,
      isEnable: 1,
      remark: '依据《广告法》禁用词整理',
      createTime: at(-220 + i),
    });
  const settings = supplierOrgIds.slice(0, 6);
  for (const [i, supplierId] of settings.entries())
    for (const [j, ti] of [0, 2, 4].entries())
      t.selfOperatedPriceSettings.insert({
        id: seedId(t.selfOperatedPriceSettings),
        itemCategoryId: tops[ti]?.row.id as string,
        itemCategoryName: tops[ti]?.row.name,
        supplierId,
        supplierName: accountTables.orgs.get(supplierId)?.orgNameZh,
        rate: [8, 10, 12][j] as number,
        isEnable: (i + j) % 5 === 4 ? 0 : 1,
        remark: '年度自营加价率',
        operatorName: '周平台',
        createTime: at(-200 + i * 3 + j),
        updateTime: at(-30 + i),
      });
}

async function seedNavigation() {
  const entries: [string, string, 0 | 1][] = [
    ['首页', '/', 0],
    ['办公用品', '/search?keyword=办公用品', 0],
    ['电脑办公', '/search?keyword=电脑办公', 0],
    ['劳保用品', '/search?keyword=劳保用品', 0],
    ['矿用专区', '/kyHome', 0],
    ['竞价大厅', '/bidding', 0],
    ['采购公告', '/notice', 0],
    ['京东企业购', 'https://b.jd.com', 1],
  ];
  for (const [i, [name, url, openType]] of entries.entries())
    t.navigations.insert({ id: seedId(t.navigations), name, url, sort: i + 1, openType });
}

async function seedBuyers(faker: SeedFaker, goods: Goods[]) {
  const users = purchaserUserIds.map((id) => accountTables.users.get(id)).filter((user) => user !== undefined);
  const onShelf = goods.filter((row) => row.goodsState === 1 && row.stock > 10 && row.minBuyNum === 1);
  const gysGoods = onShelf.filter((row) => row.supplierId === seededOrgs.supplier);
  const offShelf = goods.find((row) => row.goodsState === 2 && row.supplierId === seededOrgs.supplier) as Goods;
  const cartRow = async (user: Entity<'User'>, row: Goods, cartType: 0 | 1 | 2, quantity: number, days: number) =>
    t.cartItems.insert({
      id: seedId(t.cartItems),
      userId: user.id,
      purchaserId: user.orgId,
      goodsId: row.id,
      sku: row.sku,
      goodsName: row.name,
      mainImage: row.mainImage,
      spec: row.spec,
      unit: row.unit,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      price: row.price,
      quantity,
      amount: twoDecimals(row.price * quantity),
      stock: row.stock,
      goodsState: row.goodsState,
      cartType,
      checked: cartType === 0 ? 1 : 0,
      createTime: at(days, 300),
    });
  for (const [ui, user] of users.entries()) {
    const first = ui === 0;
    const picks = first
      ? [gysGoods[1], gysGoods[2], onShelf[900], onShelf[2000], offShelf]
      : faker.helpers.arrayElements(onShelf, ui % 4);
    for (const [i, row] of picks.entries()) {
      if (!row) continue;
      await cartRow(user, row, 0, 1 + ((ui + i) % 5), -1 - i);
    }
    if (first || ui % 3 === 0)
      for (const [i, row] of faker.helpers.arrayElements(onShelf, 2).entries())
        await cartRow(user, row, 1, 10 * (i + 1), -3 - i);
    if (first) await cartRow(user, onShelf[77] as Goods, 2, 100, -2);

    // Favourites, history tracks and follows.
    const favourites = faker.helpers.arrayElements(onShelf, first ? 8 : ui % 5);
    for (const [i, row] of favourites.entries())
      t.collects.insert({
        id: seedId(t.collects),
        userId: user.id,
        goodsId: row.id,
        createTime: at(-40 + i * 3, 60),
      });
    const viewed = first ? 24 : ui < 10 ? 8 : 0;
    for (let i = 0; i < viewed; i++) {
      const row = onShelf[(ui * 131 + i * 17) % onShelf.length] as Goods;
      t.historyTracks.insert({
        id: seedId(t.historyTracks),
        userId: user.id,
        goodsId: row.id,
        browseTime: at(-i, 30 + ui),
      });
    }
    if (first)
      for (const [i, supplierId] of [seededOrgs.supplier, seededOrgs.ecommerceSupplier].entries())
        t.focuses.insert({
          id: seedId(t.focuses),
          userId: user.id,
          focusId: supplierId,
          focusType: 1,
          isFocus: 1,
          createTime: at(-50 + i),
        });
  }

  // Evaluations of delivered order lines: waiting, evaluated and evaluated again.
  const purchaser = accountTables.orgs.get(seededOrgs.purchaser);
  const evaluated = onShelf.filter((_, i) => i % 6 === 0).slice(0, 500);
  let orderId = '';
  let orderNo = '';
  for (const [i, row] of evaluated.entries()) {
    if (i % 3 === 0) {
      orderId = seedId('evaluations.orderId');
      orderNo = `DD${at(-(i % 120) - 10)
        .replace(/\D/g, '')
        .slice(0, 8)}${String(10000 + i).slice(1)}`;
    }
    const user = users[i % Math.min(users.length, 12)] as Entity<'User'>;
    const roll = i % 20;
    const state = roll < 4 ? 0 : roll < 18 ? 1 : 2;
    const score = state === 0 ? 5 : roll === 5 ? 2 : roll === 6 || roll === 7 ? 3 : roll < 12 ? 4 : 5;
    const anonymous = i % 9 === 0;
    const content =
      score >= 4
        ? faker.helpers.arrayElement(goodEvaluations)
        : score === 3
          ? faker.helpers.arrayElement(middlingEvaluations)
          : faker.helpers.arrayElement(badEvaluations);
    t.evaluations.insert({
      id: seedId(t.evaluations),
      orderId,
      orderNo,
      orderDetailId: seedId('evaluations.orderDetailId'),
      goodsId: row.id,
      sku: row.sku,
      goodsName: row.name,
      mainImage: row.mainImage,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      purchaserId: seededOrgs.purchaser,
      purchaserName: anonymous ? '华北****公司' : purchaser?.orgNameZh,
      userName: anonymous ? `${user.fullName.slice(0, 1)}**` : user.fullName,
      score: score as Entity<'Evaluate'>['score'],
      ...(state > 0 && {
        goodsScore: score as Entity<'Evaluate'>['score'],
        serviceScore: Math.min(5, score + 1) as Entity<'Evaluate'>['score'],
        logisticsScore: score as Entity<'Evaluate'>['score'],
        content,
      }),
      ...(state === 2 && { followUpContent: '使用一段时间后依然满意。', followUpTime: at(-(i % 60), 300) }),
      images: [],
      isAnonymous: anonymous ? 1 : 0,
      evaluateState: state as Entity<'Evaluate'>['evaluateState'],
      isHidden: 0,
      ...(state > 0 &&
        i % 5 === 0 && { replyContent: '感谢您的支持，我们会继续做好服务！', replyTime: at(-(i % 60), 400) }),
      createTime: at(-(i % 60) - 1, 200),
    });
  }

  // Reports of goods from the detail page.
  for (const [i, row] of onShelf.slice(100, 106).entries())
    t.itemReports.insert({
      id: seedId(t.itemReports),
      goodsId: row.id,
      reportType: ((i % 4) + 1) as 1 | 2 | 3 | 4,
      content: ['商品页面价格与结算价格不一致', '商品参数与实物不符', '疑似假冒品牌', '图片盗用'][i % 4] as string,
      images: [],
      userId: users[0]?.id,
      createTime: at(-i - 2),
      handleStatus: 0,
    });

  // A quick on-shelf run of the e-commerce supplier.
  const record = t.fastUpShelfRecords.insert({
    id: seedId(t.fastUpShelfRecords),
    total: 3,
    successCount: 2,
    failCount: 1,
    status: 1,
    failDetails: [{ sku: '100099999999', reason: '电商平台未找到该SKU' }],
    createTime: at(-2, 100),
    finishTime: at(-2, 101),
  });
  t.fastUpShelfOwners.insert({ id: record.id, supplierId: seededOrgs.ecommerceSupplier });
}

/**
 * The container shop's goods (集装箱商城): two of every container leaf category, of 济南鲁信五金机电, on shelf. Seeded
 * after everything else of the catalogue, so the goods, prices and carts seeded before them stay as they were.
 */
async function seedContainerGoods(
  tops: Awaited<ReturnType<typeof seedCategories>>,
  brands: Map<string, Entity<'Brand'>>,
) {
  const ti = categoryTree.findIndex(([name]) => name === containerCategory);
  const top = tops[ti];
  const [, topBrands, seconds] = categoryTree[ti] ?? [];
  if (!top || !topBrands || !seconds) return;
  const supplierId = supplierOrgIds[1] as string;
  const supplierName = accountTables.orgs.get(supplierId)?.orgNameZh ?? '';
  let serial = 0;
  for (const [j, second] of top.seconds.entries()) {
    const [, unit, min, max, specs] = seconds[j] as (typeof seconds)[number];
    for (const [k, leaf] of second.leaves.entries())
      for (let n = 0; n < 2; n++) {
        serial++;
        const brandName = topBrands[(j + k + n) % topBrands.length] as string;
        const brand = brands.get(brandName) as Entity<'Brand'>;
        const spec = specs[(k + n) % specs.length] as string;
        const model = `${brand.initial}${brand.initial}-${String(1000 + serial * 37)}`;
        const price = twoDecimals(Math.round((min + ((max - min) * ((serial * 37) % 100)) / 100) / 10) * 10);
        const created = -30 - serial * 3;
        const image = top.row.icon as string;
        t.goods.insert({
          id: seedId(t.goods),
          sku: `${top.row.code}1${String(90000 + serial).padStart(5, '0')}`,
          name: `${brandName} ${leaf.name} ${model} ${spec}`,
          subTitle: `${brandName}官方授权 出厂检验合格 可提供CSC铭牌`,
          brandId: brand.id,
          brandName,
          categoryId: leaf.id,
          categoryName: leaf.name,
          categoryPath: `${containerCategory}/${second.row.name}/${leaf.name}`,
          supplierId,
          supplierName,
          price,
          marketPrice: twoDecimals(price * 1.08),
          stock: 5 + ((serial * 13) % 60),
          unit,
          goodsState: 1,
          isAid: 0,
          itemType: 3,
          mainImage: image,
          images: [image],
          model,
          spec,
          taxRate: 13,
          minBuyNum: 1,
          deliveryDays: 7 + (serial % 8),
          salesVolume: (serial * 7) % 90,
          introduction: `<p>${brandName} ${leaf.name}</p><p>规格：${spec}；单位：${unit}。送货上门，可代办吊装。</p>`,
          createTime: at(created),
          updateTime: at(created + 2),
          upShelfTime: at(created + 2, 30),
        });
      }
  }
}

export async function seedCatalogue(faker: SeedFaker) {
  const tops = await seedCategories();
  const brands = await seedBrands();
  const properties = await seedProperties(tops);
  const materials = await seedMaterials(faker, tops);
  const goods = await seedGoods(faker, tops, brands, properties, materials);
  await seedPrices(goods);
  await seedRules(tops);
  await seedNavigation();
  await seedBuyers(faker, goods);
  await seedContainerGoods(tops, brands);
}
