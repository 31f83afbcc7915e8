// Evaluations, favourites, follows and history tracks (tag evaluation). Evaluations are of order lines: a purchaser
// evaluates the lines of a received order once and may add one follow-up; suppliers read their goods' evaluations.
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import { orderTables } from '../../tables/orders.ts';
import { type Caller, caller } from './shared.ts';

type Evaluate = Entity<'Evaluate'>;
type Score = Evaluate['score'];
type FormItem = Entity<'EvaluateForm'>['items'][number];

const maskName = (name: string) => `${name.slice(0, 1)}**`;
const maskOrg = (name: string) => `${name.slice(0, 2)}****${name.slice(-2)}`;

/** A prohibited word of evaluations found in the text. */
function checkEvaluationWords(text: string | undefined) {
  if (!text) return;
  const word = t.prohibitWords.all().find((row) => row.isEnable === 1 && row.wordType !== 1 && text.includes(row.word));
  if (word) fail(`评价内容包含违禁词“${word.word}”，请修改后再提交`);
}

/** An evaluation made (not a line still waiting for one), or 404. */
function requireEvaluation(id: string) {
  const row = t.evaluations.get(id);
  if (!row || row.evaluateState === 0) fail('评价不存在或已删除', 404);
  return row;
}

/** Lines of the caller's received orders (orders domain) that have no evaluation yet, shown as 待评价 rows. */
function unevaluatedLines(who: Caller): Evaluate[] {
  const evaluated = new Set(t.evaluations.all().map((row) => row.orderDetailId));
  const orders = new Map(
    orderTables.orders
      .all()
      .filter((order) => order.purchaserId === who.user.orgId && (order.status === 6 || order.status === 7))
      .map((order) => [order.id, order]),
  );
  return orderTables.orderDetails
    .all()
    .filter((line) => orders.has(line.orderId) && !evaluated.has(line.id))
    .map((line) => {
      const order = orders.get(line.orderId) as Entity<'Order'>;
      return {
        id: line.id,
        orderId: order.id,
        orderNo: order.orderNo,
        orderDetailId: line.id,
        goodsId: line.goodsId,
        sku: line.sku,
        goodsName: line.goodsName,
        ...(line.mainImage && { mainImage: line.mainImage }),
        supplierId: order.supplierId,
        supplierName: order.supplierName,
        purchaserId: order.purchaserId,
        purchaserName: order.purchaserName,
        score: 5 as Score,
        evaluateState: 0,
        createTime: order.receiveTime ?? order.createTime,
      };
    });
}

/** The row an evaluated line becomes: the caller's scores and text, anonymous when asked. */
function scored(item: FormItem, who: Caller, anonymous: boolean) {
  const org = accountTables.orgs.get(who.user.orgId)?.orgNameZh ?? '';
  return {
    score: item.score,
    goodsScore: item.goodsScore ?? item.score,
    serviceScore: item.serviceScore ?? item.score,
    logisticsScore: item.logisticsScore ?? item.score,
    ...(item.content !== undefined && { content: item.content }),
    images: item.images ?? [],
    isAnonymous: anonymous ? (1 as const) : (0 as const),
    purchaserId: who.user.orgId,
    purchaserName: anonymous ? maskOrg(org) : org,
    userName: anonymous ? maskName(who.user.fullName) : who.user.fullName,
  };
}

export const evaluationHandlers = defineHandlers({
  queryMyEvaluate: ({ input, session }) => {
    const who = caller(session);
    const query = input.query ?? {};
    const mine = t.evaluations.all().filter((row) => row.purchaserId === who.user.orgId);
    const rows = [
      ...mine,
      ...(query.evaluateState === undefined || query.evaluateState === 0 ? unevaluatedLines(who) : []),
    ].filter((row) => equals(row.evaluateState, query.evaluateState) && contains(row.goodsName, query.goodsName));
    return paginate(newestFirst(rows, 'createTime'), query, 20);
  },

  queryEvaluateDetail: ({ input, session }) => {
    const who = caller(session);
    const rows = t.evaluations.all().filter((row) => row.orderId === input.query.orderId);
    if (who.isSupplier) return rows.filter((row) => row.supplierId === who.user.orgId);
    if (!who.isAdmin) return rows.filter((row) => row.purchaserId === who.user.orgId);
    return rows;
  },

  queryEvaluateDetailByGoodsId: ({ input }) => {
    const goods = t.goods.require(input.query.goodsId, '商品');
    const rows = t.evaluations
      .all()
      .filter((row) => row.goodsId === goods.id && row.evaluateState !== 0 && row.isHidden !== 1);
    return paginate(newestFirst(rows, 'createTime'), input.query, 20);
  },

  supplierQueryEvaluateList: ({ input, session }) => {
    const who = caller(session);
    const query = input.query ?? {};
    const rows = t.evaluations
      .all()
      .filter(
        (row) =>
          row.evaluateState !== 0 &&
          (!who.isSupplier || row.supplierId === who.user.orgId) &&
          contains(row.goodsName, query.goodsName) &&
          contains(row.orderNo, query.orderNo) &&
          equals(row.score, query.score),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },

  adminQueryEvaluateList: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.evaluations
      .all()
      .filter(
        (row) =>
          row.evaluateState !== 0 &&
          contains(row.goodsName, query.goodsName) &&
          contains(row.orderNo, query.orderNo) &&
          equals(row.supplierId, query.supplierId) &&
          equals(row.score, query.score) &&
          equals(row.isHidden, query.isHidden) &&
          equals(t.goods.get(row.goodsId)?.itemType, query.itemType),
      );
    return paginate(newestFirst(rows, 'createTime'), query);
  },

  hideEvaluate: async ({ input }) => {
    const row = requireEvaluation(input.body.id);
    await t.evaluations.update(row.id, { isHidden: input.body.isHidden });
    return true;
  },

  replyEvaluate: async ({ input }) => {
    const row = requireEvaluation(input.body.id);
    // The spec's check has refused a reply of spaces alone.
    const content = input.body.content.trim();
    checkEvaluationWords(content);
    await t.evaluations.update(row.id, { platformReply: content, platformReplyTime: now() });
    return true;
  },

  queryProjectEvaluateDetail: ({ input }) =>
    t.projectEvaluations.all().find((row) => row.projectId === input.query.projectId) ?? null,

  saveEvaluate: async ({ input, session }) => {
    const who = caller(session);
    const { orderId, items, isAnonymous, projectId } = input.body;
    const order = orderTables.orders.get(orderId);
    const existing = t.evaluations.all().filter((row) => row.orderId === orderId);
    if (!order && existing.length === 0) fail('订单不存在或已删除', 404);
    const purchaserId = order?.purchaserId ?? existing[0]?.purchaserId;
    if (purchaserId !== who.user.orgId && !who.isAdmin) fail('只能评价本单位的订单', 403);
    if (order && order.status !== 6 && order.status !== 7) fail('订单确认收货后才能评价');
    const lines = order ? orderTables.orderDetails.all().filter((line) => line.orderId === order.id) : [];
    const seen = new Set<string>();
    const plans = items.map((item) => {
      if (seen.has(item.orderDetailId)) fail('同一订单商品不能重复评价');
      seen.add(item.orderDetailId);
      checkEvaluationWords(item.content);
      const row = existing.find((candidate) => candidate.orderDetailId === item.orderDetailId);
      const line = lines.find((candidate) => candidate.id === item.orderDetailId);
      if (!row && !line) fail(`订单商品${item.orderDetailId}不属于该订单`);
      if (row?.evaluateState === 2) fail(`商品“${row.goodsName}”已追评，不能再次评价`);
      if (row?.evaluateState === 1 && !item.content?.trim()) fail(`请填写商品“${row.goodsName}”的追评内容`);
      return { item, row, line };
    });
    if (projectId && t.projectEvaluations.all().some((row) => row.projectId === projectId)) fail('该项目已评价');
    const anonymous = isAnonymous === 1;
    const time = now();
    for (const { item, row, line } of plans) {
      if (row?.evaluateState === 1) {
        // A second evaluation of a line is its follow-up.
        await t.evaluations.update(row.id, {
          evaluateState: 2,
          followUpContent: item.content?.trim(),
          followUpImages: item.images ?? [],
          followUpTime: time,
        });
      } else if (row) {
        await t.evaluations.update(row.id, { ...scored(item, who, anonymous), evaluateState: 1, createTime: time });
      } else if (line && order) {
        await t.evaluations.insert({
          id: newId(),
          orderId: order.id,
          orderNo: order.orderNo,
          orderDetailId: line.id,
          goodsId: item.goodsId ?? line.goodsId,
          sku: line.sku,
          goodsName: line.goodsName,
          ...(line.mainImage && { mainImage: line.mainImage }),
          supplierId: order.supplierId,
          supplierName: order.supplierName,
          ...scored(item, who, anonymous),
          evaluateState: 1,
          isHidden: 0,
          createTime: time,
        });
      }
    }
    if (projectId) {
      const first = plans[0]?.row ?? undefined;
      const supplierId = order?.supplierId ?? first?.supplierId ?? '';
      const supplierName = order?.supplierName ?? first?.supplierName;
      const average = Math.round(items.reduce((sum, item) => sum + item.score, 0) / items.length) as Score;
      await t.projectEvaluations.insert({
        id: newId(),
        projectId,
        projectName: `${supplierName ?? ''}中标项目（订单${order?.orderNo ?? first?.orderNo ?? orderId}）`,
        ...(order?.orderNo && { projectNo: order.orderNo }),
        supplierId,
        supplierName,
        score: average,
        qualityScore: average,
        serviceScore: average,
        deliveryScore: average,
        ...(items[0]?.content && { content: items[0].content }),
        createTime: time,
      });
    }
    return true;
  },

  // ---- favourites
  queryMyCollect: ({ input, session }) => {
    const who = caller(session);
    const query = input.query ?? {};
    const rows = t.collects
      .all()
      .filter((row) => row.userId === who.user.id)
      .map((row) => ({ row, goods: t.goods.get(row.goodsId) }))
      .filter(({ goods }) => goods && contains(goods.name, query.goodsName))
      .map(({ row, goods }) => collectView(row, goods as Entity<'GoodsItem'>));
    return paginate(newestFirst(rows, 'createTime'), query, 20);
  },

  queryMyCollectByGoodsId: ({ input, session }) => {
    const who = caller(session);
    const row = t.collects.all().find((item) => item.userId === who.user.id && item.goodsId === input.query.goodsId);
    const goods = row && t.goods.get(row.goodsId);
    return row && goods ? collectView(row, goods) : null;
  },

  saveOrUpdateMyCollect: async ({ input, session }) => {
    const who = caller(session);
    const { goodsId, isCollect } = input.body;
    const goods = t.goods.require(goodsId, '商品');
    const row = t.collects.all().find((item) => item.userId === who.user.id && item.goodsId === goods.id);
    if (isCollect === 1 && !row) {
      if (t.collects.count((item) => item.userId === who.user.id) >= 500) fail('收藏夹已满（最多500个商品）');
      await t.collects.insert({ id: newId(), userId: who.user.id, goodsId: goods.id, createTime: now() });
    }
    if (isCollect === 0 && row) t.collects.remove(row.id);
    return true;
  },

  // ---- follows
  saveFocus: async ({ input, session }) => {
    const who = caller(session);
    const { focusId, focusType, isFocus } = input.body;
    if (focusType === 1) {
      const org = accountTables.orgs.get(focusId);
      if (org?.orgType !== 4) fail('关注的供应商不存在', 404);
    }
    const row = t.focuses.all().find((item) => item.userId === who.user.id && item.focusId === focusId);
    if (isFocus === 1) {
      if (row) fail('您已关注，无需重复关注');
      await t.focuses.insert({ id: newId(), userId: who.user.id, focusId, focusType, isFocus: 1, createTime: now() });
    } else {
      if (!row) fail('您尚未关注，无需取消');
      t.focuses.remove(row.id);
    }
    return true;
  },

  queryIsFocus: ({ input, session }) => {
    const who = caller(session);
    return t.focuses.all().some((row) => row.userId === who.user.id && row.focusId === input.path.id) ? 1 : 0;
  },

  // ---- history tracks
  getHistoryTracksList: ({ input, session }) => {
    const who = caller(session);
    const { page = 1, size = 10, keyword } = input.body ?? {};
    const rows = newestFirst(
      t.historyTracks.all().filter((row) => row.userId === who.user.id),
      'browseTime',
    )
      .map((row) => ({ row, goods: t.goods.get(row.goodsId) }))
      .filter(({ goods }) => goods && contains(goods.name, keyword))
      .map(({ row, goods }) => {
        const item = goods as Entity<'GoodsItem'>;
        return {
          id: row.id,
          goodsId: item.id,
          goodsName: item.name,
          mainImage: item.mainImage,
          price: item.price,
          supplierName: item.supplierName,
          goodsState: item.goodsState,
          browseTime: row.browseTime,
        };
      });
    return paginate(rows, { page, size });
  },

  delHistoryTracksList: ({ input, session }) => {
    const who = caller(session);
    const rows = [...new Set(input.body)].map((id) => {
      const row = t.historyTracks.get(id);
      if (!row || row.userId !== who.user.id) fail('浏览记录不存在或已删除', 404);
      return row;
    });
    for (const row of rows) t.historyTracks.remove(row.id);
    return true;
  },
});

function collectView(row: { id: string; goodsId: string; createTime: string }, goods: Entity<'GoodsItem'>) {
  return {
    id: row.id,
    goodsId: goods.id,
    sku: goods.sku,
    goodsName: goods.name,
    mainImage: goods.mainImage,
    price: goods.price,
    supplierId: goods.supplierId,
    supplierName: goods.supplierName,
    goodsState: goods.goodsState,
    createTime: row.createTime,
  };
}
