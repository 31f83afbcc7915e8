// Deterministic seed of welfare and purchase plans: activities in every state with users, roles, categories and
// orders of the seeded suppliers (the supplier gys01 has orders and after-sale cases waiting), and purchase plans in
// every state of the seeded purchasers, some waiting for the approver shenpi01.
import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import { daysFromSeedDay, formatDate, formatDateTime, seedId, seedTime } from '../../engine/random.ts';
import type { SeedFaker } from '../../engine/seed-faker.ts';
import { accountTables } from '../../tables/accounts.ts';
import { carriers } from '../../tables/carriers.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { planTables as p, welfareTables as w } from '../../tables/welfare.ts';
import { purchaserUserIds, seededOrgs, supplierOrgIds } from '../accounts/seed.ts';
import { userCategoryQuotas } from './plan-handlers.ts';

const at = (days: number, hour = 9) => seedTime(days, hour * 60);
const account = (name: string) => accountTables.users.all().find((user) => user.account === name);
const orgName = (id: string | undefined) => accountTables.orgs.get(id)?.orgNameZh ?? '';

/** Goods the seed puts in orders and plans: the catalogue's, or a few of its own when the catalogue is empty. */
export interface SeedGoods {
  id: string;
  sku: string;
  name: string;
  price: number;
  unit: string;
  spec?: string;
  mainImage?: string;
  categoryId?: string;
  categoryName?: string;
  supplierId?: string;
  supplierName?: string;
}
const fallbackGoods: [string, number, string][] = [
  ['金龙鱼 食用油 黄金比例调和油 5L', 69.9, '桶'],
  ['五常大米 稻花香 10kg', 89, '袋'],
  ['三只松鼠 坚果大礼包 1.5kg', 128, '盒'],
  ['美的 电饭煲 4L 智能预约', 299, '台'],
  ['蓝月亮 洗衣液 3kg×2', 59.9, '套'],
  ['得力 A4复印纸 70g 500张/包 8包/箱', 159, '箱'],
  ['晨光 中性笔 0.5mm 黑色 12支/盒', 18.5, '盒'],
  ['联想 ThinkPad E14 笔记本电脑', 4999, '台'],
];
export function seedGoods(): SeedGoods[] {
  const goods = catalogueTables.goods.all();
  if (goods.length > 0) {
    const picked: SeedGoods[] = [];
    for (let index = 0; index < goods.length && picked.length < 200; index += 25)
      picked.push(goods[index] as SeedGoods);
    return picked;
  }
  return fallbackGoods.map(([name, price, unit], index) => ({
    id: `90000${index}`,
    sku: `SKU9000${index}`,
    name,
    price,
    unit,
  }));
}

const categoryTree: [string, string[]][] = [
  ['年货礼包', ['粮油副食', '休闲零食', '酒水饮料']],
  ['生活电器', ['厨房电器', '个护电器']],
  ['日用百货', ['家居用品', '洗护用品']],
  ['劳保用品', ['工作服', '劳保鞋']],
];
const activities: [string, 1 | 2 | 3 | 4, number, number, 0 | 1 | 2 | 3][] = [
  // name, type, start offset (days), length (days), status
  ['2027年春节员工福利', 1, 50, 31, 0],
  ['12月员工生日福利', 2, 11, 30, 0],
  ['11月员工生日福利', 2, -20, 30, 1],
  ['2026年冬季劳保福利', 3, -30, 60, 1],
  ['2026年中秋节福利', 1, -80, 20, 2],
  ['2026年端午节福利', 1, -170, 20, 2],
  ['2026年三八妇女节福利', 4, -260, 15, 2],
  ['2026年防暑降温福利', 3, -140, 40, 3],
];
const reasons = ['包装破损漏油', '商品与描述不符', '收到商品有质量问题', '发错货', '少件'];

export async function seedWelfare(faker: SeedFaker) {
  const goods = seedGoods();
  const purchaser = seededOrgs.purchaser;
  const purchaserName = orgName(purchaser);

  const categoryIds: string[] = [];
  for (const [index, [name, children]] of categoryTree.entries()) {
    const top = w.categories.insert({
      id: seedId(w.categories),
      parentId: '0',
      categoryName: name,
      level: 1,
      sort: index + 1,
      status: 1,
    });
    categoryIds.push(top.id);
    for (const [i, child] of children.entries())
      w.categories.insert({
        id: seedId(w.categories),
        parentId: top.id,
        categoryName: child,
        level: 2,
        sort: i + 1,
        status: 1,
      });
  }
  const roles: Entity<'WelfareRole'>[] = [];
  for (const [name, code, quota, text] of [
    ['一线员工', 'welfare_staff', 500, '适用于一线生产员工'],
    ['管理人员', 'welfare_manager', 800, '适用于中层及以上管理人员'],
    ['退休职工', 'welfare_retired', 300, '适用于退休返聘及离退休职工'],
    ['新入职员工', 'welfare_new', 200, '入职未满一年的员工'],
  ] as const)
    roles.push(
      w.roles.insert({
        id: seedId(w.roles),
        roleName: name,
        roleCode: code,
        quotaAmount: quota,
        categoryIds,
        description: text,
        userCount: 0,
        status: 1,
        createTime: at(-300),
      }),
    );
  const purchaserOrgs = [
    purchaser,
    ...accountTables.orgs
      .all()
      .filter((org) => org.parentId === purchaser)
      .map((org) => org.id),
  ].slice(0, 4);
  for (const [index, orgId] of purchaserOrgs.entries())
    w.purchasers.insert({
      id: seedId(w.purchasers),
      purchaserId: orgId,
      purchaserName: orgName(orgId),
      contactName: faker.person.fullName(),
      contactPhone: `139${faker.string.numeric(8)}`,
      budgetAmount: index === 0 ? 1_000_000 : 200_000,
      usedAmount: 0,
      userCount: 0,
      status: index === 3 ? 0 : 1,
      createTime: at(-300 + index),
    });
  const suppliers = supplierOrgIds.slice(0, 5);
  for (const [index, orgId] of suppliers.entries())
    w.suppliers.insert({
      id: seedId(w.suppliers),
      supplierId: orgId,
      supplierName: orgName(orgId),
      contactName: faker.person.fullName(),
      contactPhone: `138${faker.string.numeric(8)}`,
      categoryIds: [categoryIds[index % categoryIds.length] as string],
      categoryNames: categoryTree[index % categoryTree.length]?.[0],
      goodsCount: faker.number.int({ min: 40, max: 600 }),
      status: index === 4 ? 0 : 1,
      createTime: at(-280 + index),
    });

  const welfareUser = account('fuli01');
  let orderCount = 0;
  let afterSaleCount = 0;
  for (const [index, [name, type, start, length, status]] of activities.entries()) {
    const quota = type === 3 ? 300 : type === 2 ? 200 : 500;
    const welfare = w.welfares.insert({
      id: seedId(w.welfares),
      welfareName: name,
      welfareType: type,
      purchaserId: purchaser,
      purchaserName,
      startTime: at(start, 0),
      endTime: formatDateTime(new Date(daysFromSeedDay(start + length).getTime() - 1000)),
      quotaPerUser: quota,
      totalBudget: quota * 200,
      usedAmount: 0,
      userCount: 0,
      categoryIds,
      supplierIds: suppliers.slice(0, 4),
      description: `每人限额${quota}元，可在福利商城自选商品`,
      status,
      createTime: at(start - 20),
    });
    const users: Entity<'WelfareUser'>[] = [];
    const userCount = status === 0 ? 4 : 8;
    for (let i = 0; i < userCount; i++) {
      const role = roles[i % roles.length] as Entity<'WelfareRole'>;
      const me = i === 0 && welfareUser;
      users.push(
        w.users.insert({
          id: seedId(w.users),
          welfareId: welfare.id,
          welfareName: name,
          ...(me && { userId: welfareUser.id, account: welfareUser.account }),
          userName: me ? welfareUser.fullName : faker.person.fullName(),
          phone: me ? (welfareUser.phone ?? '13706410002') : `137${faker.string.numeric(8)}`,
          purchaserName,
          deptName: faker.helpers.arrayElement(['办公室', '物资供应部', '财务部', '信息中心', '安全生产部']),
          welfareRoleId: role.id,
          welfareRoleName: role.roleName,
          quotaAmount: quota,
          usedAmount: 0,
          balance: quota,
          status: i === 7 ? 0 : 1,
          createTime: at(start - 10),
        }),
      );
    }
    if (status === 0 || status === 3) {
      await w.welfares.update(welfare.id, { userCount: users.length });
      continue;
    }
    let spent = 0;
    for (const [u, user] of users.entries()) {
      for (let k = 0; k < 2; k++) {
        // gys01's organisation gets every other order, so its workbench has plenty.
        const supplierId = (k === 0 ? seededOrgs.supplier : suppliers[(u + index) % suppliers.length]) as string;
        const orderStatus =
          status === 2 ? faker.helpers.arrayElement([2, 2, 2, 3]) : faker.helpers.arrayElement([0, 1, 1, 2, 3]);
        const day = start + ((u * 3 + k * 5) % Math.max(1, Math.min(length, 20)));
        const lines = faker.helpers.arrayElements(goods, { min: 1, max: 3 });
        const orderId = seedId(w.orders);
        let total = 0;
        const details: Entity<'WelfareOrderDetail'>[] = [];
        for (const item of lines) {
          const buyNum = faker.number.int({ min: 1, max: 2 });
          const amount = twoDecimals(item.price * buyNum);
          total = twoDecimals(total + amount);
          details.push({
            id: seedId(w.orderDetails),
            welfareOrderId: orderId,
            goodsId: item.id,
            sku: item.sku,
            goodsName: item.name,
            mainImage: item.mainImage,
            price: item.price,
            buyNum,
            amount,
          });
        }
        const fromQuota = Math.min(total, quota);
        orderCount++;
        const orderNo = `FL${formatDate(daysFromSeedDay(day)).replaceAll('-', '')}${String(orderCount).padStart(4, '0')}`;
        const shipped = orderStatus === 1 || orderStatus === 2;
        const order = w.orders.insert({
          id: orderId,
          orderNo,
          ...(supplierId === seededOrgs.ecommerceSupplier && { thirdOrderNo: faker.string.numeric(12) }),
          welfareId: welfare.id,
          welfareName: name,
          userId: user.id,
          userName: user.userName,
          phone: user.phone,
          purchaserName,
          supplierId,
          supplierName: orgName(supplierId),
          status: orderStatus,
          totalPrice: total,
          quotaAmount: fromQuota,
          selfPayAmount: twoDecimals(total - fromQuota),
          consignee: user.userName,
          consigneePhone: user.phone,
          address: `${faker.location.state()}${faker.location.city()}${faker.location.street()}${faker.number.int({ min: 1, max: 300 })}号`,
          ...(k === 1 && { remark: '请工作日配送' }),
          createTime: at(day, 10),
          ...(shipped && { deliverTime: at(day + 1, 15) }),
          ...(orderStatus === 2 && { receiveTime: at(day + 3, 11) }),
        });
        for (const detail of details) w.orderDetails.insert(detail);
        if (orderStatus !== 3) spent = twoDecimals(spent + fromQuota);
        if (shipped) {
          const carrier = faker.helpers.arrayElement(carriers.slice(0, 3));
          w.logistics.insert({
            id: seedId(w.logistics),
            welfareOrderId: order.id,
            orderNo,
            logisticsCompany: carrier.name,
            logisticsNo: `${carrier.example.slice(0, -12)}${faker.string.numeric(12)}`,
            deliverTime: at(day + 1, 15),
            traces: [
              ...(orderStatus === 2
                ? [
                    {
                      time: at(day + 3, 11),
                      content: `【${faker.location.city()}】快件已签收，签收人：${user.userName}`,
                    },
                  ]
                : []),
              { time: at(day + 2, 8), content: `【${faker.location.city()}】快件已到达 营业部，正在派送` },
              { time: at(day + 1, 15), content: `【${faker.location.city()}】${carrier.name}已揽收` },
            ],
            createTime: at(day + 1, 15),
          });
        }
        // After-sale cases on received orders: gys01's first ones wait for its approval.
        if (orderStatus === 2 && (k === 0 || u % 3 === 0)) {
          const detail = details[0] as Entity<'WelfareOrderDetail'>;
          afterSaleCount++;
          const own = supplierId === seededOrgs.supplier;
          const caseStatus =
            own && afterSaleCount <= 12
              ? [0, 0, 1, 0, 2, 3][afterSaleCount % 6]
              : faker.helpers.arrayElement([0, 1, 2, 3, 4]);
          w.afterSales.insert({
            id: seedId(w.afterSales),
            afterSaleNo: `FLSH${formatDate(daysFromSeedDay(day + 4)).replaceAll('-', '')}${String(afterSaleCount).padStart(4, '0')}`,
            welfareOrderId: order.id,
            orderNo,
            detailId: detail.id,
            goodsName: detail.goodsName,
            price: detail.price,
            afterSaleNum: 1,
            afterSaleType: faker.helpers.arrayElement([1, 2, 3]),
            reason: faker.helpers.arrayElement(reasons),
            images: [],
            userName: user.userName,
            phone: user.phone,
            supplierId,
            supplierName: order.supplierName,
            status: caseStatus as Entity<'WelfareAfterSale'>['status'],
            ...(caseStatus !== 0 && {
              supplierRemark: caseStatus === 2 ? '商品已签收超过7天，不符合售后条件' : '同意售后',
              handleTime: at(day + 5, 14),
            }),
            ...(caseStatus === 3 && { refundAmount: detail.price }),
            createTime: at(day + 4, 9),
          });
        }
      }
    }
    await w.welfares.update(welfare.id, { userCount: users.length, usedAmount: spent });
  }
  w.roles.insert({
    id: seedId(w.roles),
    roleName: '临时用工',
    roleCode: 'welfare_temp',
    quotaAmount: 150,
    categoryIds: categoryIds.slice(0, 1),
    description: '季节性临时用工人员，暂未启用',
    userCount: 0,
    status: 0,
    createTime: at(-30),
  });
  for (const role of w.roles.all())
    await w.roles.update(role.id, { userCount: w.users.count((user) => user.welfareRoleId === role.id) });
}

// ---------------------------------------------------------------------------------------------------------------
// Purchase plans.

const planNames = [
  '办公用品季度采购计划',
  '信息中心计算机设备更新计划',
  '安全生产部劳保用品年度计划',
  '食堂粮油采购计划',
  '会议室设备采购计划',
  '年度打印耗材采购计划',
  '新员工办公设备配置计划',
  '冬季防寒物资采购计划',
];
/** Plan states: 0 草稿, 1 审批中, 2 审批通过, 3 审批驳回, 4 已执行, 5 已失效. */
const planStates = [1, 1, 1, 1, 0, 0, 2, 2, 2, 3, 3, 4, 4, 5, 1, 2, 0, 3, 4, 2, 1, 5, 2, 0];
/** After them, recent approved plans of the bidding (竞价), backhand (反拍) and auction (拍卖) channels, for projects. */
const projectChannelPlans = [2, 3, 5] as const;

/** A plan line of a goods item, bought through the mall (purchase type 1): the item as it is, `num` of it at its price. */
const planLineOf = (goods: SeedGoods, num: number) => ({
  purchaseType: 1 as const,
  goodsId: goods.id,
  sku: goods.sku,
  goodsName: goods.name,
  mainImage: goods.mainImage,
  categoryId: goods.categoryId,
  categoryName: goods.categoryName,
  unit: goods.unit,
  supplierId: goods.supplierId,
  supplierName: goods.supplierName,
  price: goods.price,
  num,
  amount: twoDecimals(goods.price * num),
});

export async function seedPlans(faker: SeedFaker) {
  const goods = seedGoods();
  const caigou = account('caigou01');
  const approver = account('shenpi01');
  const manager = account('xiangmu01');
  const finance = account('caiwu01');
  if (!caigou || !approver) return;
  const purchaser = seededOrgs.purchaser;
  for (const [year, amount] of [
    [2025, 3_000_000],
    [2026, 5_000_000],
    [2027, 5_000_000],
  ] as const)
    p.quotas.insert({ id: seedId(p.quotas), orgId: purchaser, year, quotaAmount: amount });

  const topCategories = catalogueTables.categories
    .all()
    .filter((category) => category.parentId === '0')
    .slice(0, 6);
  // The seeded purchasing roles and the first buyers; other users have no category quota (an empty list).
  for (const userId of purchaserUserIds.slice(0, 8))
    for (const [index, category] of topCategories.entries())
      p.userCategories.insert({
        id: seedId(p.userCategories),
        userId,
        categoryId: category.id,
        categoryName: category.name,
        quotaAmount: [500_000, 300_000, 200_000][index % 3] as number,
      });

  const applicants = [caigou, caigou, caigou, account('caigou02') ?? caigou];
  for (const [index, status] of [...planStates, ...projectChannelPlans.map(() => 2)].entries()) {
    const applicant = applicants[index % applicants.length] as Entity<'User'>;
    const channel = projectChannelPlans[index - planStates.length];
    const created = channel ? -3 - (index - planStates.length) : -5 - index * 6;
    const twoStep = index % 5 === 3 && manager;
    const approvers = twoStep ? [manager.id, approver.id] : [approver.id];
    const planId = seedId(p.plans);
    const lines = faker.helpers.arrayElements(goods, { min: 1, max: 4 });
    let planAmount = 0;
    for (const item of lines) {
      const num = faker.number.int({ min: 2, max: 40 });
      const line = planLineOf(item, num);
      planAmount = twoDecimals(planAmount + line.amount);
      p.items.insert({
        id: seedId(p.items),
        planId,
        ...line,
        spec: item.spec,
        orderedNum: status === 4 ? num : status === 2 && index % 2 === 0 ? Math.floor(num / 2) : 0,
      });
    }
    const purchaseType = channel ?? ((index % 7 === 5 ? 2 : index % 7 === 6 ? 4 : 1) as 1 | 2 | 4);
    p.plans.insert({
      id: planId,
      planNo: `JH${formatDate(daysFromSeedDay(created)).replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`,
      planName: `${planNames[index % planNames.length]}${index >= planNames.length ? `（${Math.floor(index / planNames.length) + 1}）` : ''}`,
      purchaseType,
      purchaserId: purchaser,
      purchaserName: orgName(purchaser),
      deptName: faker.helpers.arrayElement(['办公室', '物资供应部', '信息中心', '安全生产部']),
      applicantId: applicant.id,
      applicantName: applicant.fullName,
      planAmount,
      usedAmount: status === 4 ? planAmount : 0,
      startDate: formatDate(daysFromSeedDay(created)),
      endDate: formatDate(daysFromSeedDay(status === 5 ? -2 : created + 120)),
      status: status as Entity<'PurchasePlan'>['status'],
      approverIds: approvers,
      ccUserIds: finance ? [finance.id] : [],
      attachments: [],
      remark: index % 3 === 0 ? '按季度执行，优先选择协议供应商' : undefined,
      createTime: at(created, 9),
    });
    if (status === 0) continue;
    const log = (days: number, user: Entity<'User'> | undefined, result: 0 | 1 | 2, opinion: string, node: string) =>
      p.checkLogs.insert({
        id: seedId(p.checkLogs),
        planId,
        nodeName: node,
        checkUserId: user?.id,
        checkUserName: user?.fullName ?? '',
        result,
        opinion,
        checkTime: at(days, 10),
      });
    await log(created, applicant, 0, '提交审批', '提交申请');
    // Two-step plans waiting for shenpi01 have the project manager's approval already.
    if (twoStep && status !== 3) await log(created + 1, manager, 1, '同意', '部门审批');
    if (status === 2 || status === 4 || status === 5)
      await log(created + 2, approver, 1, '同意，按计划执行', '分管领导审批');
    if (status === 3)
      await log(
        created + 2,
        twoStep ? manager : approver,
        2,
        '预算超标，请压缩数量后重新提交',
        twoStep ? '部门审批' : '分管领导审批',
      );
  }
  // A category quota keeps its amount free on top of what the seeded plans take, so everyday buying needs no plan.
  for (const userId of purchaserUserIds.slice(0, 8))
    for (const { categoryId, usedAmount = 0 } of userCategoryQuotas(userId)) {
      const row = p.userCategories.all().find((line) => line.userId === userId && line.categoryId === categoryId);
      if (row && usedAmount > 0)
        await p.userCategories.update(row.id, { quotaAmount: twoDecimals(row.quotaAmount + usedAmount) });
    }
  for (const item of goods.slice(0, 3)) {
    const row = p.items.insert({
      id: seedId(p.items),
      ...planLineOf(item, 5),
      orderedNum: 0,
    });
    p.itemOwners.insert({ id: row.id, userId: caigou.id });
  }
  p.approverChoices.insert({
    id: seedId(p.approverChoices),
    userId: caigou.id,
    processKey: 'purchasePlan',
    approverIds: approver.id,
    approverNames: approver.fullName,
    ccUserIds: finance?.id ?? '',
    ccUserNames: finance?.fullName ?? '',
    createTime: at(-5, 9),
  });
}
