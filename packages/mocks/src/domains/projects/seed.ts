import type { Faker } from '@faker-js/faker';
import type { Entity } from '../../engine/entities.ts';
import { daysFromSeedDay, formatDateTime, seedId } from '../../engine/random.ts';
import { purchaserUserIds, seededOrgs, supplierOrgIds } from '../accounts/seed.ts';
import { accountTables } from '../accounts/tables.ts';
import { projectTables as t } from './tables.ts';

type Project = Entity<'Project'>;
type Bid = Entity<'BidBidding'>;
type Status = Project['status'];

const at = (days: number, hours = 0) => formatDateTime(daysFromSeedDay(days + hours / 24));
const money = (value: number) => Math.round(value * 100) / 100;

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
  if (status <= 3)
    return { registrationStartTime: at(-1), registrationEndTime: at(6), startTime: at(9), endTime: at(9, 2) };
  if (status <= 5)
    return { registrationStartTime: at(-8), registrationEndTime: at(-1), startTime: at(3), endTime: at(3, 2) };
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

export async function seedProjects(faker: Faker) {
  await seedBidding(faker);
  await seedSourcing(faker);
}

async function seedBidding(faker: Faker) {
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const orgs = accountTables.orgs;
  const purchaserOrg = orgs.get(seededOrgs.purchaser);
  const manager = accountTables.users.get(purchaserUserIds[0]);
  const others = supplierOrgIds.filter((id) => id !== seededOrgs.supplier).slice(0, 4);
  const projects: Project[] = [];
  const goods: Entity<'ProjectGoods'>[] = [];
  const certificates: Entity<'ProjectCertificate'>[] = [];
  const bids: Bid[] = [];
  let number = 0;
  for (const type of [1, 2, 3] as const) {
    for (let phase = 0; phase <= 12; phase++) {
      const status = phase as Status;
      // Two running projects per mode, so that one can be bid on while the other stays as seeded.
      for (let copy = 0; copy < (status === 6 ? 2 : 1); copy++) {
        number++;
        const id = seedId();
        const topic = projectTopics[number % projectTopics.length];
        const lines = faker.helpers.arrayElements(goodsPool, int(2, 4)).map((line) => {
          const quantity = line[5] > 1000 ? int(5, 30) : int(50, 500);
          const row: Entity<'ProjectGoods'> = {
            id: seedId(),
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
        goods.push(...lines);
        const budget = money(lines.reduce((sum, line) => sum + (line.budgetPrice ?? 0) * line.quantity, 0));
        const deposit = type === 3 ? 2000 : Math.max(1000, Math.round(budget / 50 / 100) * 100);
        const times = timesOf(status, type);
        const project: Project = {
          id,
          projectNo: `${typeWord[type][1]}202611${String(number).padStart(6, '0')}`,
          projectName: `2026年第四季度${topic}${typeWord[type][0]}${copy ? '（二）' : ''}`,
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
            ...(type === 3 ? { reservePrice: money(budget * 0.6) } : {}),
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
        projects.push(project);
        if (status < 3 || status === 12) continue;
        // Registrations: gys01's organisation and a few others, approved with the deposit confirmed once reviewed.
        const bidders = [seededOrgs.supplier, ...others.slice(0, int(2, others.length))];
        for (const supplierId of bidders) {
          const org = orgs.get(supplierId);
          const reviewed = status >= 5;
          certificates.push({
            id: seedId(),
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
            depositStatus: reviewed ? (status >= 10 ? 4 : 3) : status === 4 ? 2 : 1,
            auditStatus: reviewed ? 1 : 0,
            ...(reviewed
              ? { auditOpinion: '资质齐全，保证金已到账', auditUserName: manager?.fullName, auditTime: at(-2) }
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
              price = money(type === 3 ? price * (1 + int(1, 4) / 100) : price * (1 - int(1, 4) / 100));
              const last = k === count - 1;
              bids.push({
                id: seedId(),
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
      }
    }
  }
  await t.projects.insertMany(projects);
  await t.projectGoods.insertMany(goods);
  await t.certificates.insertMany(certificates);
  await t.bids.insertMany(bids);
}

type SourcingStatus = Entity<'Sourcing'>['status'];

/** Sourcing inquiries in every phase; four open for quoting by gys01 (one already quoted), six won by gys01. */
async function seedSourcing(faker: Faker) {
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
      const id = seedId();
      const lines = faker.helpers.arrayElements(goodsPool, int(2, 4)).map(
        (line): Entity<'SourcingCommodity'> => ({
          id: seedId(),
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
      const budget = money(lines.reduce((sum, line) => sum + (line.budgetPrice ?? 0) * line.quantity, 0));
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
        // Open inquiries quote for a year from before the seed day, so that quoting works whenever the mock runs.
        quoteStartTime: open ? at(-2) : status < 3 ? at(3) : at(-20),
        quoteEndTime: open ? at(365) : status < 3 ? at(10) : at(-12),
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
          const unitPrice = money((line.budgetPrice ?? 0) * factor);
          return {
            commodityId: line.id,
            goodsName: line.goodsName,
            unit: line.unit,
            quantity: line.quantity,
            brandName: line.brandName,
            unitPrice,
            totalPrice: money(unitPrice * line.quantity),
          };
        });
        const won = status === 5 && k === 0;
        const quote: Entity<'SourcingQuote'> = {
          id: seedId(),
          sourcingId: id,
          supplierId,
          supplierName: nameOf(supplierId),
          totalPrice: money(items.reduce((sum, item) => sum + item.totalPrice, 0)),
          deliveryDays: int(3, 15),
          validDays: 30,
          status: status === 5 ? (won ? 2 : 3) : status === 6 ? 3 : 1,
          quoteTime: open ? at(-1, k) : at(-15, k),
          items,
          remark: '含税含运费',
        };
        quotes.push(quote);
        if (won)
          orders.push({
            id: seedId(),
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
