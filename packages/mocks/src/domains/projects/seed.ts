import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import { seedId, seedTime } from '../../engine/random.ts';
import type { SeedFaker } from '../../engine/seed-faker.ts';
import { accountTables } from '../../tables/accounts.ts';
import { projectTables as t } from '../../tables/projects.ts';
import { purchaserUserIds, seededOrgs, supplierOrgIds } from '../accounts/seed.ts';
import { type Bid, dealLines, ranking } from './shared.ts';

type Project = Entity<'Project'>;
type Status = Project['status'];

const at = (days: number, hours = 0) => seedTime(days, hours * 60);

const goodsPool: [name: string, spec: string, brand: string, category: string, unit: string, price: number][] = [
  ['得力A4复印纸 70g', 'A4 70g 500张/包 8包/箱', '得力', '复印纸', '箱', 215],
  ['晨光中性笔 0.5mm', '黑色 12支/盒', '晨光', '书写工具', '盒', 18.5],
  ['联想ThinkPad E14 笔记本电脑', 'i5-1335U 16G 512G', '联想', '笔记本电脑', '台', 4899],
  ['惠普LaserJet M1136 激光打印机', 'A4 黑白 多功能', '惠普', '打印机', '台', 1399],
  ['3M 防护口罩 9501+', 'KN95 耳戴式 50只/盒', '3M', '劳保用品', '盒', 89],
  ['霍尼韦尔安全帽', 'ABS 带护目镜 白色', '霍尼韦尔', '劳保用品', '顶', 56],
  ['远东电缆 YJV 3×95+1×50', '0.6/1kV 铜芯', '远东', '电线电缆', '米', 286.4],
  ['正泰空气开关 NXB-63', '3P C32', '正泰', '低压电器', '个', 48.6],
  ['海尔商用空调 KFR-72LW', '3匹 一级能效 立柜式', '海尔', '空调', '台', 7299],
  ['白云清洁剂 多功能', '5L/桶 4桶/箱', '白云', '清洁用品', '箱', 136],
  ['美的电热水器 F6032', '60L 3200W', '美的', '家用电器', '台', 1299],
  ['史丹利工具套装 92件', '综合家用维修', '史丹利', '五金工具', '套', 468],
];
const projectTopics = [
  '办公用品',
  '劳保用品',
  '信息化设备',
  '电线电缆',
  '低压电器',
  '清洁用品',
  '五金工具',
  '空调设备',
];
const typeWord: Record<1 | 2 | 3, [name: string, prefix: string]> = {
  1: ['竞价采购项目', 'JJ'],
  2: ['反拍采购项目', 'FP'],
  3: ['闲置物资拍卖项目', 'PM'],
};

/** Times of a project in a phase: registration, first round and second round, relative to the seed day. */
function timesOf(status: number, type: number) {
  const second = type === 2;
  // Registration open for a year from before the seed day, so that registering works whenever the mock runs.
  if (status <= 3)
    return { registrationStartTime: at(-1), registrationEndTime: at(365), startTime: at(367), endTime: at(367, 2) };
  // Registration closed, the bidding a year on: the phase stays as seeded whenever the mock runs (phases.ts moves a
  // project on once its times pass).
  if (status <= 5)
    return { registrationStartTime: at(-8), registrationEndTime: at(-1), startTime: at(365), endTime: at(365, 2) };
  if (status === 6)
    // Running: started before the seed day, open for a year so that bids can be placed whenever the mock runs.
    return { registrationStartTime: at(-10), registrationEndTime: at(-3), startTime: at(-1), endTime: at(365) };
  if (status === 7)
    return {
      registrationStartTime: at(-10),
      registrationEndTime: at(-3),
      startTime: at(-2),
      endTime: at(-2, 1),
      secondRoundStartTime: at(-1),
      secondRoundEndTime: at(365),
    };
  return {
    registrationStartTime: at(-30),
    registrationEndTime: at(-24),
    startTime: at(-20),
    endTime: at(-20, 1),
    ...(second ? { secondRoundStartTime: at(-20, 3), secondRoundEndTime: at(-20, 3.5) } : {}),
  };
}

export async function seedProjects(faker: SeedFaker) {
  await seedBidding(faker);
  await seedSourcing(faker);
  await seedDecided(faker);
  await seedPaperwork();
  await seedOpenToAll(faker);
  await seedNotLowest(faker);
}

/**
 * A bidding and a backhand project decided by 非最低价定标: the purchaser chose the second best bid and said why, its
 * supplier confirmed (the administrator's non-min-price pages list these).
 */
/** A picketage's deal: the project and the winning bid, as every seeded picketage names them. */
const dealOf = (project: Project, bid: Bid) => ({
  id: seedId(t.picketages),
  projectId: project.id,
  projectName: project.projectName,
  bidId: bid.id,
  supplierId: bid.supplierId,
  supplierName: bid.supplierName,
  round: bid.round,
  dealAmount: bid.totalPrice,
});

async function seedNotLowest(faker: SeedFaker) {
  const built = ([1, 2] as const).map((type) => buildProject(faker, type, 10, 4, ++projectNumber));
  for (const { project } of built) if (project.rules) project.rules.pickRule = 2;
  await insertBuilt(built);
  const manager = accountTables.users.get(purchaserUserIds[0]);
  const approver = accountTables.users.all().find((user) => user.account === 'shenpi01');
  for (const { project } of built) {
    const bid = ranking(project, project.projectType === 2 ? 2 : 1)[1];
    if (!bid) continue;
    const reason = '最低价供应商交货期不满足要求，选择综合评分更优的供应商';
    const picketage = await t.picketages.insert({
      ...dealOf(project, bid),
      minPrice: false,
      reason,
      status: 1,
      picketageTime: at(-1, 2),
      confirmTime: at(-1, 5),
      goods: dealLines(project, bid),
    });
    const steps: [Entity<'PicketageHis'>['action'], string, string][] = [
      [1, manager?.fullName ?? '项目经理', reason],
      [2, approver?.fullName ?? '审批人', '同意非最低价定标'],
      [4, bid.supplierName, '确认定标结果'],
    ];
    for (const [index, [action, operatorName, opinion]] of steps.entries())
      await t.picketageHistory.insert({
        id: seedId(t.picketageHistory),
        projectId: project.id,
        picketageId: picketage.id,
        action,
        supplierName: bid.supplierName,
        dealAmount: bid.totalPrice,
        operatorName,
        opinion,
        createTime: at(-1, 2 + index * 2),
      });
  }
}

/**
 * Projects of every mode open for registration that neither gys01's nor bendi01's organisation has registered for
 * (others have), registration closing months after the seed day, so that both can register whenever the mock runs.
 */
async function seedOpenToAll(faker: SeedFaker) {
  const built: Built[] = [];
  for (const type of [1, 2, 3] as const)
    for (let copy = 1; copy <= 3; copy++) {
      const row = buildProject(faker, type, 3, copy, ++projectNumber);
      const close = 60 + copy * 30;
      Object.assign(row.project, {
        registrationEndTime: at(close),
        startTime: at(close + 2),
        endTime: at(close + 2, 2),
      });
      row.certificates = row.certificates
        .filter((c) => c.supplierId !== seededOrgs.supplier && c.supplierId !== seededOrgs.localSupplier)
        .map((c) => ({ ...c, registrationEndTime: row.project.registrationEndTime }));
      built.push(row);
    }
  await insertBuilt(built);
}

interface Built {
  project: Project;
  goods: Entity<'ProjectGoods'>[];
  certificates: Entity<'ProjectCertificate'>[];
  bids: Bid[];
}

const copyWord = ['', '（二）', '（三）', '（四）', '（五）'];

/** One project of a mode in a phase, with its goods, registrations and bids. */
function buildProject(faker: SeedFaker, type: 1 | 2 | 3, status: Status, copy: number, number: number): Built {
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const orgs = accountTables.orgs;
  const purchaserOrg = orgs.get(seededOrgs.purchaser);
  const manager = accountTables.users.get(purchaserUserIds[0]);
  const others = supplierOrgIds.filter((id) => id !== seededOrgs.supplier).slice(0, 4);
  const certificates: Entity<'ProjectCertificate'>[] = [];
  const bids: Bid[] = [];
  const id = seedId(t.projects);
  const topic = projectTopics[number % projectTopics.length];
  const goods = faker.helpers.arrayElements(goodsPool, int(2, 4)).map((line) => {
    const quantity = line[5] > 1000 ? int(5, 30) : int(50, 500);
    const row: Entity<'ProjectGoods'> = {
      id: seedId(t.projectGoods),
      projectId: id,
      goodsName: line[0],
      spec: line[1],
      brandName: line[2],
      categoryName: line[3],
      unit: line[4],
      quantity,
      budgetPrice: line[5],
    };
    return row;
  });
  const budget = twoDecimals(goods.reduce((sum, line) => sum + (line.budgetPrice ?? 0) * line.quantity, 0));
  const deposit = type === 3 ? 2000 : Math.max(1000, Math.round(budget / 50 / 100) * 100);
  const times = timesOf(status, type);
  const project: Project = {
    id,
    projectNo: `${typeWord[type][1]}202611${String(number).padStart(6, '0')}`,
    projectName: `2026年第四季度${topic}${typeWord[type][0]}${copyWord[copy] ?? `（${copy + 1}）`}`,
    projectType: type,
    status,
    purchaserOrgId: seededOrgs.purchaser,
    purchaserOrgName: purchaserOrg?.orgNameZh ?? '中煤能源集团物资供应有限公司',
    purchaseUserId: manager?.id,
    purchaseUserName: manager?.fullName,
    contactName: faker.person.fullName(),
    contactPhone: `139${faker.string.numeric(8)}`,
    processCode: type === 3 ? 'PRO_AUCTION' : 'PRO_BIDDING',
    deliveryAddress: faker.helpers.arrayElement([
      '山西省太原市小店区长治路111号中煤大厦3层仓库',
      '北京市朝阳区黄寺大街1号中煤物资库',
      '山东省济南市历下区经十路9777号鲁商国奥城B座',
    ]),
    deliveryDays: int(7, 30),
    budgetAmount: budget,
    ...times,
    currentRound: status === 7 ? 2 : 1,
    depositRequired: 1,
    depositAmount: deposit,
    rules: {
      projectId: id,
      quoteMode: type === 3 || number % 2 ? 1 : 2,
      pickRule: 1,
      startPrice: budget,
      ...(type === 3 ? { reservePrice: twoDecimals(budget * 0.6) } : {}),
      minStep: Math.max(10, Math.round(budget / 1000) * 10) / 10,
      maxStep: Math.round(budget / 10),
      minSupplierCount: 3,
      delayTriggerMinutes: 5,
      delayMinutes: 5,
      maxDelayTimes: 3,
      secondRound: type === 2 ? 1 : 0,
      ...(type === 2 ? { secondRoundMinutes: 30, secondRoundSupplierCount: 3 } : {}),
      showRank: 1,
      showBestPrice: 1,
      paymentTerms: '货到验收合格后30日内支付全款',
      invoiceType: 2,
      remark: '报价须含税含运费',
    },
    remark: '报价含税含运费，发票为13%增值税专用发票',
    ...(status === 12 ? { cancelReason: '需求变更，项目取消' } : {}),
    ...(status === 11 ? { invalidReason: '有效报价供应商不足三家' } : {}),
    createTime: at(-40 + (number % 5)),
    updateTime: at(-3),
  };
  if (status < 3 || status === 12) return { project, goods, certificates, bids };
  // Registrations: gys01's organisation and a few others, approved with the deposit confirmed once reviewed.
  const bidders = [seededOrgs.supplier, ...others.slice(0, int(2, others.length))];
  for (const supplierId of bidders) {
    const org = orgs.get(supplierId);
    const reviewed = status >= 5;
    // Under review (保证金审核): the last registration is rejected, and gys01's of the backhand project.
    const rejected =
      status === 4 && (supplierId === bidders.at(-1) || (supplierId === seededOrgs.supplier && type === 2));
    certificates.push({
      id: seedId(t.certificates),
      projectId: id,
      projectNo: project.projectNo,
      projectName: project.projectName,
      projectType: type,
      projectStatus: status,
      supplierId,
      supplierName: org?.orgNameZh ?? '供应商',
      contactName: faker.person.fullName(),
      contactPhone: `135${faker.string.numeric(8)}`,
      depositAmount: deposit,
      depositStatus: rejected ? 4 : reviewed ? (status >= 10 ? 4 : 3) : status === 4 ? 2 : 1,
      auditStatus: rejected ? 2 : reviewed ? 1 : 0,
      ...(reviewed
        ? { auditOpinion: '资质齐全，保证金已到账', auditUserName: manager?.fullName, auditTime: at(-2) }
        : {}),
      ...(rejected
        ? {
            auditOpinion: '审核不通过：营业执照副本已过期，请上传有效证照后重新报名',
            auditUserName: manager?.fullName,
            auditTime: at(-1, 3),
          }
        : {}),
      registrationEndTime: project.registrationEndTime,
      createTime: at(-5),
    });
    if (status < 6 || status === 11) continue;
    // Bids: each supplier bids two or three times; the earlier ones are superseded, one is revoked.
    const rounds: (1 | 2)[] = status === 7 || (type === 2 && status >= 8) ? [1, 2] : [1];
    let price = budget * (type === 3 ? 1.02 : 0.98);
    for (const round of rounds) {
      const count = int(2, 3);
      for (let k = 0; k < count; k++) {
        price = twoDecimals(type === 3 ? price * (1 + int(1, 4) / 100) : price * (1 - int(1, 4) / 100));
        const last = k === count - 1;
        bids.push({
          id: seedId(t.bids),
          projectId: id,
          projectName: project.projectName,
          projectType: type,
          supplierId,
          supplierName: org?.orgNameZh ?? '供应商',
          round,
          totalPrice: price,
          status: last ? 1 : k === 0 && supplierId === seededOrgs.supplier ? 2 : 3,
          bidTime: round === 1 ? at(-2, 0.1 + k * 0.05) : at(-1, 0.1 + k * 0.05),
          ...(!last && k === 0 && supplierId === seededOrgs.supplier
            ? { revokeTime: round === 1 ? at(-2, 0.12) : at(-1, 0.12) }
            : {}),
          remark: '含税含运费，7日内送达',
        });
      }
    }
  }
  return { project, goods, certificates, bids };
}

async function insertBuilt(built: Built[]) {
  await t.projects.insertMany(built.map((row) => row.project));
  await t.projectGoods.insertMany(built.flatMap((row) => row.goods));
  await t.certificates.insertMany(built.flatMap((row) => row.certificates));
  await t.bids.insertMany(built.flatMap((row) => row.bids));
}

let projectNumber = 0;

async function seedBidding(faker: SeedFaker) {
  const built: Built[] = [];
  projectNumber = 0;
  for (const type of [1, 2, 3] as const) {
    for (let phase = 0; phase <= 12; phase++) {
      const status = phase as Status;
      // Two running projects per mode, so that one can be bid on while the other stays as seeded.
      for (let copy = 0; copy < (status === 6 ? 2 : 1); copy++)
        built.push(buildProject(faker, type, status, copy, ++projectNumber));
    }
  }
  // The e-commerce supplier has not registered yet for the backhand and auction projects open for registration.
  for (const row of built)
    if (row.project.status === 3 && row.project.projectType !== 1)
      row.certificates = row.certificates.filter((c) => c.supplierId !== seededOrgs.ecommerceSupplier);
  await insertBuilt(built);
}

/** Who won a decided project: gys01's organisation, its last bid made the best of the last round. */
async function makeGys01Win(project: Project): Promise<Bid | undefined> {
  const round = project.projectType === 2 ? 2 : 1;
  const valid = t.bids.all().filter((bid) => bid.projectId === project.id && bid.round === round && bid.status === 1);
  const own = valid.find((bid) => bid.supplierId === seededOrgs.supplier);
  const others = valid.filter((bid) => bid !== own).map((bid) => bid.totalPrice);
  if (!own || !others.length) return own;
  const step = project.rules?.minStep ?? 1;
  const price =
    project.projectType === 3
      ? twoDecimals(Math.max(...others) + step * 2)
      : twoDecimals(Math.min(...others) - step * 2);
  return t.bids.update(own.id, { totalPrice: price });
}

/**
 * Decided projects (已定标) of every mode where gys01's organisation won: the seeded one has its contract, three more
 * wait for gys01 to confirm, to decline, and to make the contract of a confirmed result.
 */
async function seedDecided(faker: SeedFaker) {
  const built: Built[] = [];
  for (const type of [1, 2, 3] as const)
    for (let copy = 1; copy <= 3; copy++) built.push(buildProject(faker, type, 10, copy, ++projectNumber));
  await insertBuilt(built);
  const approver = accountTables.users.all().find((user) => user.account === 'shenpi01');
  const manager = accountTables.users.get(purchaserUserIds[0]);
  for (const project of t.projects.all().filter((row) => row.status === 10)) {
    const bid = await makeGys01Win(project);
    if (!bid) continue;
    const copy = copyWord.indexOf(project.projectName.match(/（[二三四]）$/)?.[0] ?? '');
    const state = ([3, 0, 0, 1] as const)[copy] ?? 0;
    const goods = dealLines(project, bid);
    const picketageTime = at(-1, 2);
    const picketage: Entity<'Picketage'> = {
      ...dealOf(project, bid),
      minPrice: true,
      status: state,
      picketageTime,
      ...(state >= 1 ? { confirmTime: at(-1, 5) } : {}),
      goods,
    };
    await t.picketages.insert(picketage);
    const step = (action: Entity<'PicketageHis'>['action'], operatorName: string, opinion: string, hours: number) =>
      t.picketageHistory.insert({
        id: seedId(t.picketageHistory),
        projectId: project.id,
        picketageId: picketage.id,
        action,
        supplierName: picketage.supplierName,
        dealAmount: picketage.dealAmount,
        operatorName,
        opinion,
        createTime: at(-1, hours),
      });
    await step(1, manager?.fullName ?? '项目经理', '按最低价中标原则提交定标', 1);
    if (project.projectType !== 3) await step(2, approver?.fullName ?? '审批人', '同意定标', 2);
    if (state >= 1) await step(4, picketage.supplierName, '确认定标结果', 5);
    if (state === 3) {
      // Bidding signed by both (one payment waiting for finance), backhand paid, auction signed by its buyer and
      // waiting for the seller's countersignature.
      const status = ([2, 3, 1] as const)[project.projectType - 1] ?? 0;
      const contract = await t.contracts.insert({
        id: seedId(t.contracts),
        contractNo: `HT-${typeWord[project.projectType as 1 | 2 | 3][1]}-${project.projectNo.slice(-6)}`,
        projectId: project.id,
        projectName: project.projectName,
        projectType: project.projectType,
        picketageId: picketage.id,
        supplierId: picketage.supplierId,
        supplierName: picketage.supplierName,
        purchaserOrgId: project.purchaserOrgId,
        purchaserOrgName: project.purchaserOrgName,
        contractAmount: picketage.dealAmount,
        status,
        ...(status >= 2 ? { signTime: at(-1, 9), countersignUserName: manager?.fullName ?? '项目经理' } : {}),
        createTime: at(-1, 6),
      });
      await step(6, picketage.supplierName, `生成合同 ${contract.contractNo}`, 6);
    }
  }
  // Invoice information of the decided projects, as the purchaser saved it.
  const org = accountTables.orgs.get(seededOrgs.purchaser);
  for (const project of t.projects.all().filter((row) => row.status === 10))
    await t.receipts.insert({
      id: seedId(t.receipts),
      projectId: project.id,
      invoiceType: 2,
      invoiceTitle: org?.orgNameZh ?? project.purchaserOrgName,
      taxNo: '91140000MA0GRX2K3N',
      bankName: '中国工商银行太原长治路支行',
      bankAccount: '0502123409300088888',
      registerAddress: '山西省太原市小店区长治路111号',
      registerPhone: '0351-7788990',
      receiverName: faker.person.fullName(),
      receiverPhone: `137${faker.string.numeric(8)}`,
      receiverAddress: '山西省太原市小店区长治路111号中煤大厦财务部',
    });
}

/** Approval process codes, deposits and their refunds, contract payments and service fees, sourcing contracts. */
async function seedPaperwork() {
  const codes: [type: 1 | 2 | 3 | 4, stage: 1 | 2, code: string, name: string][] = [
    [1, 1, 'PRO_BIDDING', '竞价项目立项审批'],
    [1, 2, 'PRO_BIDDING_PICKETAGE', '竞价项目定标审批'],
    [2, 1, 'PRO_BIDDING', '反拍项目立项审批'],
    [2, 2, 'PRO_BACKHAND_PICKETAGE', '反拍项目定标审批'],
    [3, 1, 'PRO_AUCTION', '拍卖项目立项审批'],
    [3, 2, 'PRO_AUCTION_PICKETAGE', '拍卖项目成交审批'],
    [4, 1, 'PRO_SOURCING', '在线寻源发布审批'],
    [4, 2, 'PRO_SOURCING_DEAL', '在线寻源成交审批'],
  ];
  for (const [projectType, stage, processCode, processName] of codes)
    await t.processCodes.insert({
      id: seedId(t.processCodes),
      processCode,
      processName,
      projectType,
      stage,
      deptId: seededOrgs.purchaser,
    });
  const logs: Entity<'PaymentLog'>[] = [];
  let serial = 0;
  const tradeNo = () => `BOC2026${String(++serial).padStart(10, '0')}`;
  for (const row of t.certificates.all()) {
    if (row.depositStatus < 2) continue;
    const base = {
      projectId: row.projectId,
      projectName: row.projectName,
      projectType: row.projectType,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      amount: row.depositAmount ?? 0,
    };
    logs.push({
      id: seedId(t.paymentLogs),
      ...base,
      payType: 1,
      payStatus: row.depositStatus === 2 ? 0 : 1,
      tradeNo: tradeNo(),
      payTime: at(-6),
      remark: '投标保证金',
      createTime: at(-6),
    });
    if (row.depositStatus === 4)
      logs.push({
        id: seedId(t.paymentLogs),
        ...base,
        payType: 2,
        payStatus: 1,
        tradeNo: tradeNo(),
        payTime: at(-1),
        remark: '项目结束，保证金原路退还',
        createTime: at(-1),
      });
  }
  for (const contract of t.contracts.all()) {
    if (contract.status < 2) continue;
    const base = {
      projectId: contract.projectId,
      projectName: contract.projectName,
      projectType: contract.projectType,
      contractId: contract.id,
      supplierId: contract.supplierId,
      supplierName: contract.supplierName,
    };
    logs.push({
      id: seedId(t.paymentLogs),
      ...base,
      payType: 4,
      amount: twoDecimals(contract.contractAmount * 0.005),
      payStatus: 1,
      tradeNo: tradeNo(),
      payTime: at(-1, 10),
      remark: '平台服务费（成交金额的0.5%）',
      createTime: at(-1, 10),
    });
    if (contract.status === 2)
      logs.push({
        id: seedId(t.paymentLogs),
        ...base,
        contractNo: contract.contractNo,
        payType: 3,
        amount: twoDecimals(contract.contractAmount * 0.3),
        payStatus: 0,
        applicantName: t.projects.get(contract.projectId)?.purchaseUserName ?? '项目经理',
        remark: '预付款，按合同约定支付30%',
        createTime: at(-1, 12),
      });
    if (contract.status === 3)
      logs.push({
        id: seedId(t.paymentLogs),
        ...base,
        payType: 3,
        amount: contract.contractAmount,
        payStatus: 1,
        tradeNo: tradeNo(),
        payTime: at(-1, 12),
        remark: '合同货款',
        createTime: at(-1, 12),
      });
  }
  await t.paymentLogs.insertMany(logs);
  // Contracts of the sourcing orders that have a contract number (signed, waiting for payment, paid, completed).
  for (const order of t.sourcingOrders.all()) {
    if (!order.contractNo) continue;
    const contract = await t.sourcingContracts.insert({
      id: seedId(t.sourcingContracts),
      contractNo: order.contractNo,
      sourcingId: order.sourcingId,
      sourcingOrderId: order.id,
      supplierId: order.supplierId,
      supplierName: order.supplierName,
      purchaserOrgName: order.purchaserOrgName,
      contractAmount: order.totalPrice,
      status: order.status >= 3 ? 3 : 2,
      createTime: order.createTime,
    });
    await t.sourcingOrders.update(order.id, { contractId: contract.id });
  }
}

type SourcingStatus = Entity<'Sourcing'>['status'];

/** Sourcing inquiries in every phase; four open for quoting by gys01 (one already quoted), six won by gys01. */
async function seedSourcing(faker: SeedFaker) {
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const purchaserOrg = accountTables.orgs.get(seededOrgs.purchaser);
  const buyer = accountTables.users.get(purchaserUserIds[1] ?? purchaserUserIds[0]);
  const others = supplierOrgIds.filter((id) => id !== seededOrgs.supplier).slice(0, 3);
  const nameOf = (id: string) => accountTables.orgs.get(id)?.orgNameZh ?? '供应商';
  const counts: Record<number, number> = { 0: 1, 1: 1, 2: 1, 3: 4, 4: 2, 5: 6, 6: 1, 7: 1 };
  const sourcings: Entity<'Sourcing'>[] = [];
  const commodities: Entity<'SourcingCommodity'>[] = [];
  const quotes: Entity<'SourcingQuote'>[] = [];
  const orders: Entity<'SourcingOrder'>[] = [];
  let number = 0;
  for (const [phase, count] of Object.entries(counts)) {
    const status = Number(phase) as SourcingStatus;
    for (let copy = 0; copy < count; copy++) {
      number++;
      const id = seedId(t.sourcings);
      const lines = faker.helpers.arrayElements(goodsPool, int(2, 4)).map(
        (line): Entity<'SourcingCommodity'> => ({
          id: seedId(t.sourcingCommodities),
          sourcingId: id,
          goodsName: line[0],
          spec: line[1],
          brandName: line[2],
          categoryName: line[3],
          unit: line[4],
          quantity: line[5] > 1000 ? int(2, 20) : int(20, 300),
          budgetPrice: line[5],
        }),
      );
      commodities.push(...lines);
      const budget = twoDecimals(lines.reduce((sum, line) => sum + (line.budgetPrice ?? 0) * line.quantity, 0));
      const open = status === 3;
      const invited = number % 3 === 0;
      const sourcing: Entity<'Sourcing'> = {
        id,
        sourcingNo: `XY202611${String(number).padStart(6, '0')}`,
        sourcingName: `${projectTopics[number % projectTopics.length]}询价采购（第${number}批）`,
        status,
        purchaserOrgId: seededOrgs.purchaser,
        purchaserOrgName: purchaserOrg?.orgNameZh ?? '中煤能源集团物资供应有限公司',
        purchaseUserId: buyer?.id,
        purchaseUserName: buyer?.fullName,
        contactName: faker.person.fullName(),
        contactPhone: `138${faker.string.numeric(8)}`,
        supplierScope: invited ? 2 : 1,
        ...(invited
          ? {
              invitedSuppliers: [seededOrgs.supplier, ...others].map((supplierId) => ({
                supplierId,
                supplierName: nameOf(supplierId),
              })),
            }
          : {}),
        // Open inquiries quote for a year from before the seed day, so that quoting works whenever the mock runs;
        // drafts close a year on, so that they can still be submitted.
        quoteStartTime: open ? at(-2) : status < 3 ? at(3) : at(-20),
        quoteEndTime: open ? at(365) : status < 3 ? at(365) : at(-12),
        deliveryAddress: '山西省太原市小店区长治路111号中煤大厦3层仓库',
        deliveryDays: int(7, 20),
        invoiceType: 2,
        paymentTerms: '货到验收合格后30日内支付全款',
        budgetAmount: budget,
        remark: '报价须含税含运费，请注明品牌型号',
        createTime: at(-25 + (number % 7)),
      };
      sourcings.push(sourcing);
      if (status < 3 || status === 7) continue;
      // Quotes: gys01 quotes on every closed inquiry and on the first open one.
      const quoting = open && copy > 0 ? others : [seededOrgs.supplier, ...others];
      for (const [k, supplierId] of quoting.entries()) {
        const factor = 0.85 + k * 0.04 + int(0, 3) / 100;
        const items = lines.map((line) => {
          const unitPrice = twoDecimals((line.budgetPrice ?? 0) * factor);
          return {
            commodityId: line.id,
            goodsName: line.goodsName,
            unit: line.unit,
            quantity: line.quantity,
            brandName: line.brandName,
            unitPrice,
            totalPrice: twoDecimals(unitPrice * line.quantity),
          };
        });
        const won = status === 5 && k === 0;
        const quote: Entity<'SourcingQuote'> = {
          id: seedId(t.sourcingQuotes),
          sourcingId: id,
          supplierId,
          supplierName: nameOf(supplierId),
          totalPrice: twoDecimals(items.reduce((sum, item) => sum + item.totalPrice, 0)),
          deliveryDays: int(3, 15),
          validDays: 30,
          status: status === 5 ? (won ? 2 : 3) : status === 6 ? 3 : 1,
          quoteTime: open ? at(-1, k) : at(-15, k),
          items,
          remark: '含税含运费',
        };
        // bendi01's organisation has not quoted on the open inquiries gys01 has not quoted on either.
        if (!(open && copy > 0 && supplierId === seededOrgs.localSupplier)) quotes.push(quote);
        if (won)
          orders.push({
            id: seedId(t.sourcingOrders),
            orderNo: `XYDD202611${String(number).padStart(6, '0')}`,
            sourcingId: id,
            sourcingName: sourcing.sourcingName,
            quoteId: quote.id,
            supplierId,
            supplierName: quote.supplierName,
            purchaserOrgId: sourcing.purchaserOrgId,
            purchaserOrgName: sourcing.purchaserOrgName,
            totalPrice: quote.totalPrice,
            status: copy as Entity<'SourcingOrder'>['status'],
            ...(copy >= 1 && copy <= 4 ? { contractNo: `HT-XY-202611${String(number).padStart(4, '0')}` } : {}),
            deliveryAddress: sourcing.deliveryAddress,
            // Seeded orders are confirmed (address and invoice) the day they were made.
            receiverName: sourcing.contactName ?? '李娜',
            receiverPhone: sourcing.contactPhone ?? '13910012345',
            invoiceType: 2,
            invoiceTitle: sourcing.purchaserOrgName,
            invoiceTaxNo: '91140000110000000X',
            confirmTime: at(-10, copy + 1),
            createTime: at(-10, copy),
          });
      }
    }
  }
  await t.sourcings.insertMany(sourcings);
  await t.sourcingCommodities.insertMany(commodities);
  await t.sourcingQuotes.insertMany(quotes);
  await t.sourcingOrders.insertMany(orders);
}
