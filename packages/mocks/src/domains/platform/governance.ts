// Supplier governance: the tags administrators give suppliers, the statistics of the quarterly supplier scores (with
// their export) and the versions of the integrity commitment suppliers sign.

import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { contains, equals } from '../../engine/paging.ts';
import { daysFromSeedDay, formatDateTime, newId, now, seedId } from '../../engine/random.ts';
import { resource } from '../../engine/resource.ts';
import { fail } from '../../engine/store.ts';
import { xlsxExport } from '../../engine/xlsx.ts';
import { adminTables as a } from '../../tables/admin.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { defineContractRequests } from '../accounts/contract-requests.ts';
import { currentUser } from '../accounts/session.ts';

type Tag = Entity<'SupplierTag'>;
type Score = Entity<'SupplierScore'>;
type Period = Entity<'SupplierScorePeriod'>;
type Rank = Entity<'SupplierScoreRank'>;
type Grade = Score['grade'];

const grades: Grade[] = ['A', 'B', 'C', 'D'];
const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const average = (rows: readonly Score[], value: (row: Score) => number | undefined) =>
  twoDecimals(rows.reduce((sum, row) => sum + (value(row) ?? 0), 0) / rows.length);
const quarterName = (year: number, quarter: number) => `${year} 年第 ${quarter} 季度`;

// ---- tags

function checkTagName(tagName: unknown, id?: string) {
  if (t.supplierTags.all().some((row) => row.tagName === tagName && row.id !== id))
    fail(`标签名称“${String(tagName)}”已存在`);
}

/** Approved suppliers only carry tags; each once. */
function checkTaggable(supplierIds: readonly string[]) {
  const seen = new Set<string>();
  for (const id of supplierIds) {
    const supplier = a.suppliers.get(id);
    if (!supplier) fail(`供应商 ${id} 不存在`);
    if (supplier.auditStatus !== 1) fail(`“${supplier.orgNameZh}”未通过审核，不能设置标签`);
    if (seen.has(id)) fail(`“${supplier.orgNameZh}”重复选择`);
    seen.add(id);
  }
}

const tagFamily = resource(t.supplierTags, {
  label: '供应商标签',
  page: 'pageSupplierTags',
  list: 'listSupplierTags',
  pageSize: 20,
  filter: (row, query) => contains(row.tagName, query.tagName) && equals(row.status, query.status),
  order: (rows) => [...rows].sort((x, y) => x.tagName.localeCompare(y.tagName, 'zh-CN')),
});

// ---- score statistics

/** Every quarter with scores, newest first, with its rows. */
function scoresByQuarter(): { year: number; quarter: number; rows: Score[] }[] {
  const groups = new Map<string, { year: number; quarter: number; rows: Score[] }>();
  for (const row of t.supplierScores.all()) {
    const key = `${row.scoreYear}-${row.scoreQuarter}`;
    const group = groups.get(key) ?? { year: row.scoreYear, quarter: row.scoreQuarter, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].sort((x, y) => y.year - x.year || y.quarter - x.quarter);
}

function periodOf(year: number, quarter: number, rows: readonly Score[]): Period {
  const totals = rows.map((row) => row.totalScore);
  return {
    scoreYear: year,
    scoreQuarter: quarter,
    supplierCount: rows.length,
    averageTotal: average(rows, (row) => row.totalScore),
    averageQuality: average(rows, (row) => row.qualityScore),
    averageDelivery: average(rows, (row) => row.deliveryScore),
    averageService: average(rows, (row) => row.serviceScore),
    averagePrice: average(rows, (row) => row.priceScore),
    highestTotal: Math.max(...totals),
    lowestTotal: Math.min(...totals),
    grades: grades.map((grade) => {
      const count = rows.filter((row) => row.grade === grade).length;
      return { grade, count, ratio: twoDecimals((count / rows.length) * 100) };
    }),
  };
}

/** Best total first; equal totals share a place and the next place skips (1, 1, 3). */
function rankingOf(rows: readonly Score[]): Rank[] {
  const sorted = [...rows].sort(
    (x, y) => y.totalScore - x.totalScore || x.supplierName.localeCompare(y.supplierName, 'zh-CN'),
  );
  return sorted.map((row) => ({
    rank: sorted.findIndex((other) => other.totalScore === row.totalScore) + 1,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    qualityScore: row.qualityScore,
    deliveryScore: row.deliveryScore,
    serviceScore: row.serviceScore,
    priceScore: row.priceScore,
    totalScore: row.totalScore,
    grade: row.grade,
  }));
}

function quarterScores(year: number, quarter: number) {
  return t.supplierScores.all().filter((row) => row.scoreYear === year && row.scoreQuarter === quarter);
}

// ---- commitment

const signedSuppliers = (version: string) =>
  new Set(
    a.commitmentLogs
      .all()
      .filter((log) => log.commitmentVersion === version)
      .map((log) => log.supplierId),
  ).size;

const commitmentVersions = () =>
  [...t.commitmentTexts.all()]
    .sort((x, y) => y.publishTime.localeCompare(x.publishTime))
    .map((row) => ({ ...row, signedSupplierCount: signedSuppliers(row.version) }));

/** Text without its markup: a commitment of tags only says nothing. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

export const governanceHandlers = defineHandlers({
  pageSupplierTags: tagFamily.pageSupplierTags,
  listSupplierTags: tagFamily.listSupplierTags,
  addSupplierTag: async ({ input }) => {
    checkTagName(input.body.tagName);
    const { id: _id, ...body } = input.body;
    return t.supplierTags.insert({ status: 1, ...body, supplierIds: [], id: newId(), createTime: now() });
  },
  updateSupplierTag: async ({ input }) => {
    const existing = t.supplierTags.require(input.body.id, '供应商标签');
    checkTagName(input.body.tagName, existing.id);
    return t.supplierTags.update(existing.id, { ...input.body, id: existing.id, updateTime: now() });
  },
  setSupplierTagSuppliers: async ({ input }) => {
    const existing = t.supplierTags.require(input.body.id, '供应商标签');
    checkTaggable(input.body.supplierIds);
    return t.supplierTags.update(existing.id, { supplierIds: input.body.supplierIds, updateTime: now() });
  },
  deleteSupplierTag: ({ input }) => {
    const existing = t.supplierTags.require(input.path.id, '供应商标签');
    if (existing.supplierIds.length > 0)
      fail(`标签“${existing.tagName}”已设置给 ${existing.supplierIds.length} 家供应商，请先移除后再删除`);
    t.supplierTags.remove(existing.id);
    return true;
  },

  supplierScoreStatistics: ({ input }) => {
    const { scoreYear, scoreQuarter } = input.query ?? {};
    if ((scoreYear === undefined) !== (scoreQuarter === undefined)) fail('请同时选择年度和季度', 400);
    return statisticsOf(scoreYear, scoreQuarter);
  },
  exportSupplierScoreStatistics: ({ input }) => {
    const { scoreYear, scoreQuarter } = input.query;
    const rows = quarterScores(scoreYear, scoreQuarter);
    if (rows.length === 0) fail(`${quarterName(scoreYear, scoreQuarter)}暂无评分，无法导出`);
    return xlsxExport<Rank>(
      `供应商评分统计_${scoreYear}Q${scoreQuarter}`,
      [
        ['排名', (row) => row.rank],
        ['供应商', (row) => row.supplierName],
        ['商品质量', (row) => row.qualityScore],
        ['交付', (row) => row.deliveryScore],
        ['服务与售后', (row) => row.serviceScore],
        ['价格', (row) => row.priceScore],
        ['总分', (row) => row.totalScore],
        ['等级', (row) => `${row.grade} 级`],
      ],
      rankingOf(rows),
    );
  },

  listSupplierCommitmentTexts: () => commitmentVersions(),
  publishSupplierCommitmentText: async ({ input, session }) => {
    const body = input.body;
    if (!plainText(body.content)) fail('承诺书内容不能为空');
    const [current, ...earlier] = commitmentVersions();
    if (earlier.some((row) => row.version === body.version))
      fail(`版本号 ${body.version} 已用于此前发布的承诺书，请使用新的版本号`);
    const publisherName = currentUser(session).fullName;
    if (current?.version === body.version) {
      if (current.signedSupplierCount > 0)
        fail(`承诺书 ${current.version} 已有 ${current.signedSupplierCount} 家供应商签署，修改内容须使用新的版本号`);
      const { signedSupplierCount: _count, ...stored } = current;
      await t.commitmentTexts.update(stored.id, { ...body, publisherName, publishTime: now() });
      return { ...t.commitmentTexts.require(stored.id, '承诺书'), signedSupplierCount: 0 };
    }
    const row = await t.commitmentTexts.insert({ id: newId(), ...body, publisherName, publishTime: now() });
    return { ...row, signedSupplierCount: 0 };
  },
});

/** The quarter asked for, or the newest with scores, beside every quarter's summary. */
function statisticsOf(year?: number, quarter?: number): Entity<'SupplierScoreStatistics'> {
  const quarters = scoresByQuarter();
  const periods = quarters.map((group) => periodOf(group.year, group.quarter, group.rows));
  const chosen = year !== undefined && quarter !== undefined ? { year, quarter } : quarters[0] && { ...quarters[0] };
  if (!chosen) return { periods };
  return {
    scoreYear: chosen.year,
    scoreQuarter: chosen.quarter,
    periods,
    ranking: rankingOf(quarterScores(chosen.year, chosen.quarter)),
  };
}

// ---- seed: derived from the seeded suppliers, scores, violations and signatures (no random draws)

const commitmentText = [
  '<p>为维护政采商城公平、公正、诚信的交易秩序，本单位自愿作出如下承诺：</p>',
  '<ol>',
  '<li>注册及入驻时提交的营业执照、资质证书、授权文件等材料真实、合法、有效，如有变更及时更新。</li>',
  '<li>上架商品信息（品牌、规格、价格、库存、图片）真实准确，不以次充好，不发布假冒伪劣及侵权商品。</li>',
  '<li>商品价格不高于本单位在其他渠道的同期同规格售价，不串通报价、围标、陪标。</li>',
  '<li>按订单约定的时效发货、配送和安装，按国家规定及平台规则提供退换货和售后服务。</li>',
  '<li>不向采购单位工作人员提供回扣、礼品、宴请等任何不正当利益。</li>',
  '<li>依法开具发票，配合平台及采购单位的对账、审计与监督检查。</li>',
  '</ol>',
  '<p>如违反上述承诺，本单位自愿接受平台采取的警告、扣减信用评分、暂停交易、列入违规记录直至清退等处理，并承担相应法律责任。</p>',
].join('\n');

export async function seedGovernance() {
  const approved = a.suppliers.all().filter((row) => row.auditStatus === 1);
  const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
  const at = (days: number) => formatDateTime(daysFromSeedDay(days));
  const scoredA = new Set(
    t.supplierScores
      .all()
      .filter((row) => row.grade === 'A')
      .map((row) => row.supplierId),
  );
  const pendingViolations = new Set(
    t.violationRecords
      .all()
      .filter((row) => row.status === 0)
      .map((row) => row.supplierId),
  );
  const tags: [Tag['tagName'], Tag['tagColor'], Tag['status'], string, string[]][] = [
    [
      '重点供应商',
      'red',
      1,
      '曾在季度评分中获 A 级、履约稳定的供应商',
      [...scoredA].filter((id) => a.suppliers.get(id)),
    ],
    [
      '电商平台',
      'blue',
      1,
      '通过接口对接商品和订单的电商供应商',
      ids(approved.filter((row) => row.supplierType === 1)),
    ],
    [
      '本地服务商',
      'green',
      1,
      '提供本地配送与上门服务',
      ids(approved.filter((row) => row.supplierType !== 1).slice(0, 4)),
    ],
    ['观察名单', 'orange', 1, '有待处理的违规记录，交易时重点关注', [...pendingViolations]],
    ['战略合作', 'purple', 1, '与平台签订年度战略合作协议', ids(approved.slice(0, 2))],
    ['历史合作', 'gray', 0, '往年合作、目前暂停使用的标签', []],
  ];
  for (const [i, [tagName, tagColor, status, remark, supplierIds]] of tags.entries())
    t.supplierTags.insert({
      id: seedId(t.supplierTags),
      tagName,
      tagColor,
      status,
      remark,
      supplierIds: supplierIds.filter((id) => a.suppliers.get(id)?.auditStatus === 1),
      createTime: at(-200 + i * 3),
    });
  // The version the seeded signatures record.
  const versions = [...new Set(a.commitmentLogs.all().map((log) => log.commitmentVersion ?? ''))].filter(Boolean);
  for (const version of versions.length > 0 ? versions : ['V2025.1'])
    t.commitmentTexts.insert({
      id: seedId(t.commitmentTexts),
      version,
      title: '供应商诚信承诺书',
      content: commitmentText,
      publisherName: '周平台',
      publishTime: at(-365),
    });
}

const firstTag = () => t.supplierTags.all()[0] as Tag;

/** Requests of the contract suite: a tag added, renamed, given suppliers and deleted; statistics; a new version. */
export const governanceContractRequests = defineContractRequests({
  addSupplierTag: { input: () => ({ body: { tagName: '优质服务', tagColor: 'green', remark: '售后响应及时' } }) },
  updateSupplierTag: {
    input: () => {
      const { supplierIds: _ids, createTime: _created, updateTime: _updated, ...tag } = firstTag();
      return { body: { ...tag, remark: '季度评分获 A 级的供应商' } as never };
    },
  },
  setSupplierTagSuppliers: {
    input: () => ({
      body: {
        id: firstTag().id,
        supplierIds: a.suppliers
          .all()
          .filter((row) => row.auditStatus === 1)
          .slice(0, 2)
          .map((row) => row.id),
      },
    }),
  },
  deleteSupplierTag: {
    input: () => ({
      path: { id: (t.supplierTags.all().find((row) => row.supplierIds.length === 0) ?? firstTag()).id },
    }),
  },
  supplierScoreStatistics: { input: () => ({ query: { scoreYear: 2026, scoreQuarter: 3 } }) },
  exportSupplierScoreStatistics: { input: () => ({ query: { scoreYear: 2026, scoreQuarter: 3 } }) },
  publishSupplierCommitmentText: {
    input: () => ({ body: { version: 'V2026.1', title: '供应商诚信承诺书', content: commitmentText } }),
  },
});
