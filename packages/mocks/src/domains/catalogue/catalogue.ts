// The catalogue families (tag catalogue): categories, brands, properties and their values, purchaser values, goods
// and listing rules, materials, category templates, library keywords and prohibited words.
import type { OperationId } from '@zc/sdk';
import { itemTypeLabels } from '@zc/sdk/labels';
import type { AnyContext, Context, Handlers, RowContext } from '../../engine/define.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { between, contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { matchesQuery, resource } from '../../engine/resource.ts';
import { fail, type Row, type Table } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import { platformTables } from '../../tables/platform.ts';
import { ancestry, type Category, caller, categoryTree, childrenOf, subtree } from './shared.ts';

type Query = Record<string, unknown>;
type Body = Record<string, unknown> & { id?: string };
/** The context of a family's add and edit, whose body is the row's form. */
type FormContext = AnyContext & { input: { body: Body } };

interface Family<T extends Row> {
  label: string;
  page: OperationId;
  detail: OperationId;
  add: OperationId;
  edit: OperationId;
  remove: OperationId;
  /** The stored fields a saved form makes (checks first; throw with `fail` to refuse). */
  fields: (body: Body, existing?: T) => Partial<T>;
  /** Why the row may not be deleted, or null. */
  inUse?: (row: T) => string | null;
  filter?: (row: T, query: Query) => boolean;
  order?: (rows: readonly T[]) => T[];
  /** A goods setting whose changes the set-log keeps. */
  log?: SettingLogging<T>;
}

interface SettingLogging<T extends Row> {
  settingType: Entity<'SettingLog'>['settingType'];
  nameOf: (row: T) => string;
  /** The fields a change lists, by their label, with how a value reads. */
  fields: [field: keyof T & string, label: string, read?: (value: unknown) => string][];
}

const itemTypeName = (value: unknown) =>
  value === undefined ? '全部' : (itemTypeLabels[value as keyof typeof itemTypeLabels] ?? String(value));
const yesNo = (value: unknown) => (value === 1 ? '是' : '否');
const onOff = (value: unknown) => (value === 1 ? '启用' : '停用');
const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '空' : String(value));

/** Writes the set-log line of a goods setting added (before absent), changed, or deleted (after absent). */
async function logSetting<T extends Row>(log: SettingLogging<T>, context: AnyContext, before?: T, after?: T) {
  const row = (after ?? before) as T;
  const action = !before ? 1 : after ? 2 : 3;
  const read =
    (field: keyof T, format: (value: unknown) => string = shown) =>
    (value?: T) =>
      value ? format(value[field]) : '';
  const lines = log.fields.flatMap(([field, label, format]) => {
    const [old, next] = [read(field, format)(before), read(field, format)(after)];
    if (action === 1) return after?.[field] === undefined ? [] : [`${label}：${next}`];
    if (action === 3) return [];
    return old === next ? [] : [`${label}：${old} → ${next}`];
  });
  if (action === 2 && lines.length === 0) return;
  await t.settingLogs.insert({
    id: newId(),
    settingType: log.settingType,
    action,
    targetId: row.id,
    targetName: log.nameOf(row),
    ...(lines.length > 0 && { content: lines.join('；') }),
    operatorName: caller(context.session).user.fullName,
    createTime: now(),
  });
}

/** An administrator-maintained family: paged list and detail through `resource`, saves and deletes with checks. */
function family<T extends Row>(table: Table<T>, options: Family<T>): Handlers {
  return {
    ...resource(table, {
      label: options.label,
      page: options.page,
      detail: options.detail,
      ...(options.filter && { filter: options.filter }),
      ...(options.order && { order: options.order }),
    }),
    [options.add]: async (context: FormContext) => {
      const { id: _, ...form } = context.input.body;
      const added = await table.insert({ id: newId(), createTime: now(), ...options.fields(form) } as unknown as T);
      if (options.log) await logSetting(options.log, context, undefined, added);
      return added;
    },
    [options.edit]: async (context: FormContext) => {
      const form = context.input.body;
      const existing = table.require(form.id, options.label);
      const updated = await table.update(existing.id, options.fields(form, existing));
      if (options.log) await logSetting(options.log, context, existing, updated);
      return updated;
    },
    [options.remove]: async (context: RowContext) => {
      const existing = table.require(context.input.path.id, options.label);
      const problem = options.inUse?.(existing);
      if (problem) fail(problem);
      table.remove(existing.id);
      if (options.log) await logSetting(options.log, context, existing);
      return true;
    },
  } as Handlers;
}

const bySort = <T extends { sort?: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));

/** The optional category of a form: its name, or nothing when the form names none. */
function optionalCategory(categoryId: unknown) {
  if (!categoryId) return {};
  const category = t.categories.require(String(categoryId), '商品分类');
  return { categoryId: category.id, categoryName: category.name };
}

function uniqueText<T extends Row>(
  table: Table<T>,
  field: keyof T,
  value: unknown,
  existing: T | undefined,
  label: string,
) {
  if (table.all().some((row) => row[field] === value && row.id !== existing?.id))
    fail(`${label}“${String(value)}”已存在`);
}

// ---- categories

function categoryFields(body: Entity<'CategoryForm'>, existing?: Category) {
  const parent = body.parentId === '0' ? undefined : t.categories.require(body.parentId, '上级分类');
  if (parent && parent.isValid !== 1) fail(`上级分类“${parent.name}”已作废`);
  if (existing && body.parentId !== existing.parentId) {
    if (subtree(existing.id).has(body.parentId)) fail('上级分类不能是分类自身或其下级');
    if (childrenOf(existing.id).length > 0) fail('有子分类的分类不能移动，请先移动或作废其子分类');
  }
  const level = (parent?.level ?? 0) + 1;
  if (level > 4) fail('商品分类最多支持四级');
  if (childrenOf(body.parentId).some((sibling) => sibling.name === body.name && sibling.id !== existing?.id))
    fail(`同一上级分类下已存在“${body.name}”`);
  if (parent && (!existing || existing.parentId !== parent.id) && t.goods.all().some((g) => g.categoryId === parent.id))
    fail(`分类“${parent.name}”下已有商品，不能再添加子分类`);
  const { id: _, ...fields } = body;
  return { parent, fields: { ...fields, level } };
}

/** Categories whose name contains the text, with their ancestors and descendants. */
function branchesMatching(rows: readonly Category[], name: string) {
  const keep = new Set<string>();
  for (const row of rows)
    if (row.name.includes(name)) {
      for (const id of subtree(row.id)) keep.add(id);
      for (const ancestor of ancestry(row.id)) keep.add(ancestor.id);
    }
  return rows.filter((row) => keep.has(row.id));
}

// ---- materials

const goodsCounts = () => {
  const counts = new Map<string, number>();
  for (const goods of t.goods.all())
    if (goods.materialId) counts.set(goods.materialId, (counts.get(goods.materialId) ?? 0) + 1);
  return counts;
};

function materialRows(query: Query, only?: (material: Entity<'Material'>) => boolean) {
  const counts = goodsCounts();
  const inCategory = query.categoryId ? subtree(String(query.categoryId)) : null;
  const rows = t.materials
    .all()
    .filter(
      (material) =>
        (!only || only(material)) &&
        contains(material.materialName, query.materialName) &&
        (!query.materialCode || material.materialCode.startsWith(String(query.materialCode))) &&
        (!inCategory || inCategory.has(material.categoryId ?? '')) &&
        equals(material.isValid, query.isValid),
    )
    .map((material) => ({ ...material, goodsCount: counts.get(material.id) ?? 0 }));
  return newestFirst(rows, 'createTime');
}

const materialColumns: [string, (row: ReturnType<typeof materialRows>[number]) => unknown][] = [
  ['物料编码', (row) => row.materialCode],
  ['物料名称', (row) => row.materialName],
  ['分类', (row) => row.categoryName],
  ['规格', (row) => row.spec],
  ['型号', (row) => row.model],
  ['单位', (row) => row.unit],
  ['参考价（元）', (row) => row.referencePrice],
  ['绑定商品数', (row) => row.goodsCount],
  ['状态', (row) => (row.isValid === 1 ? '有效' : '已失效')],
];

const validMaterial = (material: Entity<'Material'>) => material.isValid === 1;
/** A caller that is neither a supplier nor an administrator: a purchaser, who sees what is valid and on sale. */
const isPurchaser = (session: Context<OperationId>['session']) => {
  const who = caller(session);
  return !who.isSupplier && !who.isAdmin;
};

/** Materials the supplier's goods are bound to (every bound material for the platform). */
function boundMaterials(session: Context<OperationId>['session'], query: Query) {
  const who = caller(session);
  const bound = new Set(
    t.goods
      .all()
      .filter((goods) => goods.materialId && (!who.isSupplier || goods.supplierId === who.user.orgId))
      .map((goods) => goods.materialId),
  );
  return materialRows(query, (material) => bound.has(material.id));
}

// ---- properties

const withValues = (property: Entity<'Property'>) => ({
  ...property,
  values: bySort(t.propertyValues.all().filter((value) => value.propertyId === property.id)),
});

const goodsUsing = (test: (value: { propertyId: string; valueId?: string }) => boolean) =>
  t.goods.all().some((goods) => goods.properties?.some(test));

// ---- selected categories

/** The categories chosen for the mall home's menu, in order, with their paths. */
export const selectedCategories = () =>
  bySort(t.selectedCategories.all()).flatMap((row) => {
    const category = t.categories.get(row.id);
    if (!category) return [];
    const names = ancestry(category.id).map((step) => step.name);
    return [
      {
        id: category.id,
        name: category.name,
        path: names.join('/'),
        level: category.level,
        isValid: category.isValid,
        sort: row.sort,
      },
    ];
  });

// ---- brands

function brandFields(body: Entity<'BrandForm'>, existing?: Entity<'Brand'>) {
  uniqueText(t.brands, 'name', body.name, existing, '品牌');
  const { id: _, ...fields } = body;
  return fields;
}

export const catalogueHandlers = defineHandlers({
  // ---- brands: suppliers propose brands for review, the platform adds approved ones
  ...resource(t.brands, { label: '品牌', detail: 'getBrand' }),

  pageBrands: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.brands
      .all()
      .filter(
        (brand) =>
          contains(brand.name, query.name) &&
          equals(brand.auditStatus, query.auditStatus) &&
          equals(brand.isShow, query.isShow) &&
          equals(brand.supplierId, query.supplierId),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },

  queryShownBrandsByName: ({ input }) =>
    t.brands
      .all()
      .filter((brand) => brand.isShow === 1 && brand.auditStatus === 1 && contains(brand.name, input.query?.name))
      .sort((a, b) => (a.initial ?? '#').localeCompare(b.initial ?? '#') || a.name.localeCompare(b.name, 'zh')),

  supplierQueryBrands: ({ input, session }) => {
    const who = caller(session);
    const query = input.query ?? {};
    const rows = t.brands
      .all()
      .filter(
        (brand) =>
          brand.supplierId !== undefined &&
          (!who.isSupplier || brand.supplierId === who.user.orgId) &&
          contains(brand.name, query.name) &&
          equals(brand.auditStatus, query.auditStatus),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },

  addBrand: async ({ input, session }) => {
    const who = caller(session);
    const fields = brandFields(input.body);
    if (who.isSupplier) {
      if (!input.body.authorizationFile) fail('请上传品牌授权书');
      const supplier = accountTables.orgs.get(who.user.orgId);
      return t.brands.insert({
        ...fields,
        id: newId(),
        isShow: 0,
        auditStatus: 0,
        supplierId: who.user.orgId,
        supplierName: supplier?.orgNameZh,
        createTime: now(),
      });
    }
    return t.brands.insert({ ...fields, id: newId(), isShow: fields.isShow ?? 1, auditStatus: 1, createTime: now() });
  },

  updateBrand: async ({ input, session }) => {
    const who = caller(session);
    const existing = t.brands.require(input.body.id, '品牌');
    const fields = brandFields(input.body, existing);
    if (!who.isSupplier) return t.brands.update(existing.id, fields);
    if (existing.supplierId !== who.user.orgId) fail('只能修改本供应商申请的品牌', 403);
    if (existing.auditStatus === 1) fail('已审核通过的品牌不能修改，如需变更请联系平台');
    // A supplier's change goes back to review.
    return t.brands.update(existing.id, { ...fields, isShow: 0, auditStatus: 0, auditRemark: undefined });
  },

  deleteBrand: ({ input, session }) => {
    const who = caller(session);
    const brand = t.brands.require(input.path.id, '品牌');
    if (who.isSupplier && brand.supplierId !== who.user.orgId) fail('只能删除本供应商申请的品牌', 403);
    if (who.isSupplier && brand.auditStatus === 1) fail('已审核通过的品牌不能删除');
    const used = t.goods.count((goods) => goods.brandId === brand.id);
    if (used > 0) fail(`品牌“${brand.name}”下有${used}个商品，不能删除`);
    t.brands.remove(brand.id);
    return true;
  },

  auditBrand: async ({ input }) => {
    const { id, auditStatus, auditRemark } = input.body;
    const brand = t.brands.require(id, '品牌');
    if (brand.auditStatus !== 0) fail(`品牌“${brand.name}”已审核，不能重复审核`);
    if (auditStatus === 2 && !auditRemark?.trim()) fail('驳回时须填写驳回原因');
    // Approved, the brand is shown in the mall and offered in the suppliers' goods forms.
    return t.brands.update(brand.id, {
      auditStatus,
      auditRemark: auditStatus === 2 ? auditRemark?.trim() : undefined,
      isShow: auditStatus === 1 ? 1 : 0,
    });
  },

  // ---- the mall home's selected categories
  listSelectedCategories: () => selectedCategories(),
  saveSelectedCategories: async ({ input }) => {
    const ids = input.body.categoryIds;
    if (new Set(ids).size !== ids.length) fail('精选类目不能重复');
    for (const id of ids) {
      const category = t.categories.require(id, '商品分类');
      if (category.isValid !== 1) fail(`分类“${category.name}”已作废，不能设为精选类目`);
    }
    for (const row of t.selectedCategories.all()) t.selectedCategories.remove(row.id);
    for (const [index, id] of ids.entries()) await t.selectedCategories.insert({ id, sort: index + 1 });
    return selectedCategories();
  },

  // ---- the goods settings' change log
  pageSettingLogs: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.settingLogs
      .all()
      .filter(
        (log) =>
          equals(log.settingType, query.settingType) &&
          equals(log.action, query.action) &&
          contains(log.targetName, query.targetName) &&
          between(log.createTime, query.startTime, query.endTime),
      );
    return paginate(newestFirst(rows, 'createTime'), query, 20);
  },

  // ---- categories
  getCategory: ({ input }) => t.categories.require(input.path.id, '商品分类'),

  queryGoodsCategories: () => categoryTree(t.categories.all().filter((category) => category.isValid === 1)),

  queryCategoryTreeAsync: ({ input }) => {
    const parentId = input.query?.parentId ?? '0';
    const valid = t.categories.all().filter((category) => category.isValid === 1);
    return bySort(valid.filter((category) => category.parentId === parentId)).map((category) => ({
      id: category.id,
      parentId: category.parentId,
      name: category.name,
      isParent: valid.some((child) => child.parentId === category.id),
    }));
  },

  getCategoryTree: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.categories.all().filter((category) => equals(category.isValid, query.isValid));
    return categoryTree(query.name ? branchesMatching(rows, query.name) : rows);
  },

  addCategory: async ({ input }) => {
    const { parent, fields } = categoryFields(input.body);
    if (parent && parent.isLeaf !== 0) await t.categories.update(parent.id, { isLeaf: 0 });
    const siblings = childrenOf(input.body.parentId);
    return t.categories.insert({
      ...fields,
      id: newId(),
      code: fields.code ?? `${parent?.code ?? 'C'}${String(siblings.length + 1).padStart(2, '0')}`,
      sort: fields.sort ?? siblings.length + 1,
      isLeaf: fields.isLeaf ?? 1,
      isValid: 1,
      createTime: now(),
    });
  },

  updateCategory: async ({ input }) => {
    const existing = t.categories.require(input.body.id, '商品分类');
    const { parent, fields } = categoryFields(input.body, existing);
    if (parent && parent.isLeaf !== 0) await t.categories.update(parent.id, { isLeaf: 0 });
    const updated = await t.categories.update(existing.id, fields);
    const name = updated.name;
    if (name !== existing.name)
      for (const goods of t.goods.all())
        if (goods.categoryId === existing.id) await t.goods.update(goods.id, { categoryName: name });
    return updated;
  },

  invalidateCategory: async ({ input }) => {
    const category = t.categories.require(input.path.id, '商品分类');
    if (category.isValid === 0) fail(`分类“${category.name}”已作废`);
    const ids = subtree(category.id);
    const onShelf = t.goods.count((goods) => ids.has(goods.categoryId) && goods.goodsState === 1);
    if (onShelf > 0) fail(`分类“${category.name}”下有${onShelf}个已上架商品，请先下架后再作废`);
    for (const id of ids) if (t.categories.get(id)?.isValid === 1) await t.categories.update(id, { isValid: 0 });
    return true;
  },

  // ---- properties and values
  ...family(t.properties, {
    label: '商品属性',
    page: 'pageProperties',
    detail: 'getProperty',
    add: 'addProperty',
    edit: 'updateProperty',
    remove: 'deleteProperty',
    fields: (body, existing) => {
      const category = t.categories.require(String(body.categoryId), '商品分类');
      if (
        t.properties
          .all()
          .some((row) => row.categoryId === category.id && row.name === body.name && row.id !== existing?.id)
      )
        fail(`分类“${category.name}”下已有属性“${String(body.name)}”`);
      const { id: _, ...fields } = body;
      return { ...fields, categoryName: category.name } as Partial<Entity<'Property'>>;
    },
    inUse: (property) =>
      goodsUsing((value) => value.propertyId === property.id) ? `属性“${property.name}”已被商品使用，不能删除` : null,
    order: bySort,
  }),
  pageProperties: ({ input }) => {
    const query = input.query ?? {};
    const rows = bySort(t.properties.all().filter((row) => matchesQuery(row, query))).map(withValues);
    return paginate(rows, query, 20);
  },
  getProperty: ({ input }) => withValues(t.properties.require(input.path.id, '商品属性')),

  listCategoryProperties: ({ input }) => {
    const chain = new Set(ancestry(t.categories.require(input.path.id, '商品分类').id).map((row) => row.id));
    return bySort(t.properties.all().filter((property) => chain.has(property.categoryId))).map(withValues);
  },

  ...family(t.propertyValues, {
    label: '属性值',
    page: 'pagePropertyValues',
    detail: 'getPropertyValue',
    add: 'addPropertyValue',
    edit: 'updatePropertyValue',
    remove: 'deletePropertyValue',
    fields: (body, existing) => {
      const property = t.properties.require(String(body.propertyId), '商品属性');
      if (property.inputType === 1) fail(`属性“${property.name}”为文本输入，不能设置可选值`);
      if (
        t.propertyValues
          .all()
          .some((row) => row.propertyId === property.id && row.value === body.value && row.id !== existing?.id)
      )
        fail(`属性“${property.name}”已有值“${String(body.value)}”`);
      const { id: _, ...fields } = body;
      return { ...fields, propertyName: property.name } as Partial<Entity<'PropertyValue'>>;
    },
    inUse: (value) =>
      goodsUsing((chosen) => chosen.valueId === value.id) ? `属性值“${value.value}”已被商品使用，不能删除` : null,
    order: bySort,
  }),

  ...family(t.propertyValuePurchasers, {
    label: '采购单位属性值',
    page: 'pagePropertyValuePurchasers',
    detail: 'getPropertyValuePurchaser',
    add: 'addPropertyValuePurchaser',
    edit: 'updatePropertyValuePurchaser',
    remove: 'deletePropertyValuePurchaser',
    fields: (body) => {
      const property = t.properties.require(String(body.propertyId), '商品属性');
      const purchaser = accountTables.orgs.require(String(body.purchaserId), '采购单位');
      if (purchaser.orgType !== 2) fail(`“${purchaser.orgNameZh}”不是采购单位`);
      if (body.propertyValueId) {
        const value = t.propertyValues.require(String(body.propertyValueId), '属性值');
        if (value.propertyId !== property.id) fail(`属性值“${value.value}”不属于属性“${property.name}”`);
      }
      const { id: _, ...fields } = body;
      return { ...fields, propertyName: property.name, purchaserName: purchaser.orgNameZh } as Partial<
        Entity<'PropertyValuePurchaser'>
      >;
    },
    order: bySort,
    log: {
      settingType: 2,
      nameOf: (row) => `${row.purchaserName ?? ''} · ${row.propertyName ?? ''}`,
      fields: [
        ['purchaserName', '采购单位'],
        ['propertyName', '商品属性'],
        ['propertyValueId', '对应平台属性值', (id) => (id ? (t.propertyValues.get(String(id))?.value ?? '空') : '空')],
        ['value', '单位属性值'],
        ['sort', '排序'],
      ],
    },
  }),

  // ---- rules
  ...family(t.itemRules, {
    label: '商品规则',
    page: 'pageItemRules',
    detail: 'getItemRule',
    add: 'addItemRule',
    edit: 'updateItemRule',
    remove: 'deleteItemRule',
    fields: (body) => {
      const { minPriceRate, maxPriceRate } = body as Entity<'ItemRuleForm'>;
      if (minPriceRate !== undefined && maxPriceRate !== undefined && minPriceRate > maxPriceRate)
        fail('最低价格比例不能高于最高价格比例');
      const { id: _, ...fields } = body;
      return { isEnable: 1, ...fields, ...optionalCategory(body.categoryId) } as Partial<Entity<'ItemRule'>>;
    },
    log: {
      settingType: 1,
      nameOf: (rule) => rule.ruleName,
      fields: [
        ['ruleName', '规则名称'],
        ['categoryName', '适用分类'],
        ['itemType', '商品类型', itemTypeName],
        ['minPriceRate', '最低价格比例'],
        ['maxPriceRate', '最高价格比例'],
        ['isEnable', '状态', onOff],
        ['remark', '备注'],
      ],
    },
  }),

  ...family(t.itemPutawayRules, {
    label: '商品上架规则',
    page: 'pageItemPutawayRules',
    detail: 'getItemPutawayRule',
    add: 'addItemPutawayRule',
    edit: 'updateItemPutawayRule',
    remove: 'deleteItemPutawayRule',
    fields: (body) => {
      const { id: _, ...fields } = body;
      return { isEnable: 1, ...fields, ...optionalCategory(body.categoryId) } as Partial<Entity<'ItemPutawayRule'>>;
    },
    log: {
      settingType: 3,
      nameOf: (rule) => rule.ruleName,
      fields: [
        ['ruleName', '规则名称'],
        ['categoryName', '适用分类'],
        ['itemType', '商品类型', itemTypeName],
        ['needAudit', '上架需审核', yesNo],
        ['minImageCount', '最少图片数'],
        ['requireBrand', '须填品牌', yesNo],
        ['requireMaterial', '须绑定物料', yesNo],
        ['isEnable', '状态', onOff],
        ['remark', '备注'],
      ],
    },
  }),

  // ---- materials
  ...family(t.materials, {
    label: '物料',
    page: 'pageMaterials',
    detail: 'getMaterial',
    add: 'addMaterial',
    edit: 'updateMaterial',
    remove: 'deleteMaterial',
    fields: (body, existing) => {
      uniqueText(t.materials, 'materialCode', body.materialCode, existing, '物料编码');
      const { id: _, ...fields } = body;
      return { isValid: 1, ...fields, ...optionalCategory(body.categoryId), updateTime: now() } as Partial<
        Entity<'Material'>
      >;
    },
    inUse: (material) => {
      const bound = t.goods.count((goods) => goods.materialId === material.id);
      return bound > 0 ? `物料“${material.materialName}”已绑定${bound}个商品，不能删除` : null;
    },
  }),
  pageMaterials: ({ input }) => paginate(materialRows(input.query ?? {}), input.query, 20),
  getMaterial: ({ input, session }) => {
    const material = t.materials.require(input.path.id, '物料');
    // A purchaser reads the valid materials, as its list shows them.
    if (isPurchaser(session) && !validMaterial(material)) fail('物料不存在或已失效', 404);
    return { ...material, goodsCount: t.goods.count((goods) => goods.materialId === material.id) };
  },
  getMaterialList: ({ input }) => paginate(materialRows(input.query ?? {}, validMaterial), input.query),
  listMaterialsNoPage: ({ input }) => materialRows(input.query ?? {}, validMaterial),
  getMaterialCommodity: ({ input, session }) => {
    const material = t.materials.require(input.query.materialId, '物料');
    // A purchaser sees what can be bought: the goods on shelf.
    const onSale = isPurchaser(session);
    if (onSale && !validMaterial(material)) fail('物料不存在或已失效');
    const goods = t.goods.all().filter((row) => row.materialId === material.id && (!onSale || row.goodsState === 1));
    return paginate(newestFirst(goods, 'createTime'), input.query);
  },
  exportMaterials: ({ input }) => xlsxExport('物料列表', materialColumns, materialRows(input.query ?? {})),
  supplierMaterialList: ({ input, session }) => paginate(boundMaterials(session, input.query ?? {}), input.query),
  exportSupplierMaterials: ({ input, session }) =>
    xlsxExport('供应商物料列表', materialColumns, boundMaterials(session, input.query ?? {})),

  // ---- category templates
  ...family(t.templates, {
    label: '分类模板',
    page: 'pageSysTemplateCategories',
    detail: 'getSysTemplateCategory',
    add: 'addSysTemplateCategory',
    edit: 'updateSysTemplateCategory',
    remove: 'deleteSysTemplateCategory',
    fields: (body) => {
      const file = platformTables.files.get(String(body.fileId));
      if (!file) fail('模板文件不存在，请先上传模板文件');
      const { id: _, ...fields } = body;
      return {
        isEnable: 1,
        ...fields,
        ...optionalCategory(body.categoryId),
        fileName: (body.fileName as string | undefined) ?? file.submittedFileName,
        fileUrl: file.url,
      } as Partial<Entity<'SysTemplateCategory'>>;
    },
  }),

  getTemplateListByParam: ({ input }) => {
    const chain = new Set(ancestry(t.categories.require(input.path.categoryId, '商品分类').id).map((row) => row.id));
    return t.templates
      .all()
      .filter(
        (row) =>
          row.isEnable === 1 &&
          row.templateType === input.path.templateType &&
          (!row.categoryId || chain.has(row.categoryId)),
      );
  },

  // ---- keywords and prohibited words
  ...family(t.libraryKeywords, {
    label: '标准商品库关键词',
    page: 'pageLibraryKeywords',
    detail: 'getLibraryKeyword',
    add: 'addLibraryKeyword',
    edit: 'updateLibraryKeyword',
    remove: 'deleteLibraryKeyword',
    fields: (body, existing) => {
      uniqueText(t.libraryKeywords, 'keyword', body.keyword, existing, '关键词');
      const { id: _, ...fields } = body;
      return { isEnable: 1, ...fields, ...optionalCategory(body.categoryId) } as Partial<Entity<'LibraryKeyword'>>;
    },
    order: bySort,
  }),

  ...family(t.prohibitWords, {
    label: '违禁词',
    page: 'pageProhibitWords',
    detail: 'getProhibitWord',
    add: 'addProhibitWord',
    edit: 'updateProhibitWord',
    remove: 'deleteProhibitWord',
    fields: (body, existing) => {
      uniqueText(t.prohibitWords, 'word', body.word, existing, '违禁词');
      const { id: _, ...fields } = body;
      return { isEnable: 1, ...fields } as Partial<Entity<'ProhibitWord'>>;
    },
  }),
});
