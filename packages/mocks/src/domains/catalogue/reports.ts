// Goods reports (tag mall): a purchaser reports a goods item from its detail page; the platform lists the reports with
// the goods item as it is now and handles each once, taking the goods item off the shelf when the report holds.

import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals, newestFirst, paginate } from '../../engine/paging.ts';
import { newId, now } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { catalogueTables as t } from '../../tables/catalogue.ts';
import { caller, moveGoods } from './shared.ts';

type StoredReport = ReturnType<typeof t.itemReports.all>[number];

function reportRow(report: StoredReport): Entity<'ItemReport'> {
  const goods = t.goods.require(report.goodsId, '商品');
  const reporter = report.userId ? accountTables.users.get(report.userId) : undefined;
  const { userId: _, ...stored } = report;
  return {
    ...stored,
    sku: goods.sku,
    goodsName: goods.name,
    supplierId: goods.supplierId,
    supplierName: goods.supplierName,
    goodsState: goods.goodsState,
    ...(reporter && { reporterName: reporter.fullName }),
    ...(reporter?.orgId && { reporterOrgName: accountTables.orgs.get(reporter.orgId)?.orgNameZh }),
  };
}

export const reportHandlers = defineHandlers({
  addItemReport: async ({ input, session }) => {
    const who = caller(session);
    const goods = t.goods.require(input.body.goodsId, '商品');
    const duplicate = t.itemReports
      .all()
      .find(
        (row) => row.goodsId === goods.id && row.userId === who.user.id && row.reportType === input.body.reportType,
      );
    if (duplicate) fail('您已举报过该商品的此类问题，平台正在处理');
    const report = await t.itemReports.insert({
      id: newId(),
      goodsId: goods.id,
      reportType: input.body.reportType,
      content: input.body.content,
      images: input.body.images ?? [],
      ...(input.body.contactPhone && { contactPhone: input.body.contactPhone }),
      userId: who.user.id,
      createTime: now(),
      handleStatus: 0,
    });
    return report.id;
  },

  pageItemReports: ({ input }) => {
    const query = input.query ?? {};
    const rows = t.itemReports
      .all()
      .filter((row) => equals(row.reportType, query.reportType) && equals(row.handleStatus, query.handleStatus))
      .map(reportRow)
      .filter((row) => contains(row.goodsName, query.goodsName) && equals(row.sku, query.sku));
    return paginate(newestFirst(rows, 'createTime'), query);
  },

  handleItemReport: async ({ input, session }) => {
    const who = caller(session);
    const { id, handleResult } = input.body;
    const handleRemark = input.body.handleRemark.trim();
    if (!handleRemark) fail('请填写处理意见');
    const report = t.itemReports.require(id, '商品举报');
    if (report.handleStatus === 1) fail('该举报已处理，不能重复处理');
    const goods = t.goods.require(report.goodsId, '商品');
    // Goods already off the shelf (another report, the supplier) stay as they are; the report is still handled.
    if (handleResult === 2 && goods.goodsState === 1)
      await moveGoods(goods, 2, who.user.fullName, `商品举报：${handleRemark}`);
    await t.itemReports.update(report.id, {
      handleStatus: 1,
      handleResult,
      handleRemark,
      handlerName: who.user.fullName,
      handleTime: now(),
    });
    return true;
  },
});
