import { twoDecimals } from '../../engine/decimals.ts';
import type { Entity } from '../../engine/entities.ts';
import { daysFromSeedDay, formatDate, seedId, seedTime } from '../../engine/random.ts';
import type { SeedFaker } from '../../engine/seed-faker.ts';
import { accountTables } from '../../tables/accounts.ts';
import { adminTables } from '../../tables/admin.ts';
import { catalogueTables } from '../../tables/catalogue.ts';
import { orderTables } from '../../tables/orders.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { projectTables } from '../../tables/projects.ts';
import { planTables } from '../../tables/welfare.ts';
import { seededAccounts, seededOrgs } from '../accounts/seed.ts';
import { storeFile } from '../files/files.ts';
import { samplePdf, samplePng } from '../files/sample-files.ts';
import { seededFiles } from '../files/seed.ts';
import { userCategoryQuotas } from '../welfare/plan-handlers.ts';
import { type Instance, startApproval } from '../workflow/instances.ts';
import { decideInTurn, seededTaskId } from '../workflow/seed.ts';
import { introductionTexts, platformRules } from './rule-texts.ts';
import { provinces } from './system.ts';

const at = (days: number, hour = 9) => seedTime(days, (hour - 9) * 60);
const user = (account: string) => accountTables.users.all().find((row) => row.account === account) as Entity<'User'>;
const amountBetween = (faker: SeedFaker, min: number, max: number) => twoDecimals(faker.number.float({ min, max }));

async function seedContent(faker: SeedFaker) {
  const colours: [number, number, number][] = [
    [196, 30, 58],
    [24, 144, 255],
    [250, 140, 22],
    [19, 194, 194],
    [114, 46, 209],
  ];
  const banners = [
    '双十一办公用品集采节',
    '劳保用品年度框架协议',
    '帮扶产品专区上线',
    '电商直采 次日送达',
    '移动端采购更便捷',
  ];
  for (const [i, title] of banners.entries()) {
    const image = await storeFile(
      `banner-${i + 1}.png`,
      samplePng(240, 80, colours[i] as never, [255, 255, 255]),
      'image',
      seedId(t.files),
    );
    t.banners.insert({
      id: seedId(t.banners),
      title,
      imageUrl: image.url as string,
      linkUrl: ['/search?keyword=复印纸', '/search?keyword=劳保', '/kyHome', '/search?itemType=2', '/mobile'][
        i
      ] as string,
      position: i === 4 ? 2 : 1,
      openType: 0,
      sort: i + 1,
      isEnable: i === 3 ? 0 : 1,
      startTime: at(-30),
      endTime: at(60),
      createTime: at(-40 + i),
    });
  }
  const leaves = adminTables.authorityCategories.all().filter((row) => row.level === 2);
  const floorNames: [string, string][] = [
    ['办公用品', '#c41e3a'],
    ['电脑办公', '#1890ff'],
    ['劳保用品', '#fa8c16'],
    ['五金工具', '#13c2c2'],
    ['清洁用品', '#52c41a'],
    ['帮扶专区', '#722ed1'],
  ];
  for (const [i, [floorName, color]] of floorNames.entries())
    t.floors.insert({
      id: seedId(t.floors),
      floorName,
      color,
      linkUrl: `/search?keyword=${floorName}`,
      categoryIds: leaves.slice(i * 3, i * 3 + 3).map((row) => row.id),
      sort: i + 1,
      isEnable: i < 5 ? 1 : 0,
      createTime: at(-100 + i),
    });
  // A zone gathers goods categories of the catalogue (any level; goods under them belong to the zone).
  const goodsCategoryIds = (names: string[]) =>
    catalogueTables.categories
      .all()
      .filter((row) => names.includes(row.name))
      .map((row) => row.id);
  const areas: [string, string, string, string[]][] = [
    ['帮扶产品专区', 'aid', '精选脱贫地区农副产品，助力乡村振兴', ['扶贫农产品']],
    ['矿用物资专区', 'mining', '矿山安全生产专用物资，一站采购', ['劳保用品', '五金工具', '电工电料']],
    ['办公集采专区', 'office', '年度集采价格，量大更优', ['办公用品', '办公耗材']],
    ['防疫物资专区', 'epidemic', '口罩、消毒用品等防护物资', ['呼吸防护', '清洁剂']],
    ['集装箱商城', 'container', '标准箱、冷藏箱等特种箱、集装箱房与配件，厂家直供，送货吊装一站办妥', ['集装箱']],
  ];
  for (const [i, [areaName, areaCode, description, categories]] of areas.entries())
    t.productAreas.insert({
      id: seedId(t.productAreas),
      areaName,
      areaCode,
      description,
      categoryIds: goodsCategoryIds(categories),
      sort: i + 1,
      isEnable: i === 3 ? 0 : 1,
      createTime: at(-90 + i),
    });
  for (const [i, leaf] of leaves.slice(0, 10).entries())
    t.categorySquare.insert({
      id: seedId(t.categorySquare),
      categoryId: leaf.id,
      categoryName: leaf.name,
      name: leaf.name,
      sort: i + 1,
      isEnable: 1,
      createTime: at(-80 + i),
    });
  const articles: [string, number][] = [
    ['关于开展2026年度办公用品集中采购的通知', 1],
    ['平台新增电商供应商直连接口，订单同步更及时', 1],
    ['政采商城用户操作指引（第三版）发布', 1],
    ['办公用品行业价格走势分析：纸张价格企稳回落', 2],
    ['劳保用品新国标实施，采购需关注哪些变化', 2],
    ['电商平台集采模式在国企中的应用实践', 2],
    ['《中华人民共和国政府采购法实施条例》要点解读', 3],
    ['关于进一步规范国有企业采购管理的指导意见', 3],
    ['招标投标领域公平竞争审查规则解读', 3],
    ['年末采购高峰期物流时效说明', 1],
    ['五金机电类商品质量抽检结果通报', 2],
    ['供应商诚信履约承诺书签署工作的通知', 1],
  ];
  for (const [i, [title, infoType]] of articles.entries()) {
    const status = i === 10 ? 0 : i === 11 ? 2 : 1;
    t.information.insert({
      id: seedId(t.information),
      title,
      summary: `${title}。详情请阅读全文。`,
      content: `<p>${title}。</p><p>为进一步提升采购效率、降低采购成本，平台运营中心现将有关事项说明如下，请各单位认真阅读并遵照执行。</p>`,
      infoType: infoType as 1 | 2 | 3,
      author: infoType === 3 ? '政策法规研究室' : '平台运营中心',
      status: status as 0 | 1 | 2,
      ...(status !== 0 && { publishTime: at(-60 + i * 4) }),
      viewCount: status === 0 ? 0 : faker.number.int({ min: 30, max: 3000 }),
      createTime: at(-61 + i * 4),
    });
  }
  const intros: [string, number][] = [
    ['平台简介', 1],
    ['关于我们', 2],
    ['加入我们', 3],
    ['新手入门', 4],
  ];
  for (const [i, [title, introType]] of intros.entries())
    t.introductions.insert({
      id: seedId(t.introductions),
      title,
      introType: introType as 1 | 2 | 3 | 4,
      content: introductionTexts[introType as 1 | 2 | 3 | 4],
      sort: i + 1,
      isEnable: 1,
      updateTime: at(-20 + i),
      createTime: at(-300 + i),
    });
  const handbooks: [string, number][] = [
    ['采购人操作手册', 1],
    ['供应商操作手册', 2],
    ['管理员操作手册', 3],
    ['电子发票开具说明', 4],
  ];
  for (const [i, [title, handBookType]] of handbooks.entries()) {
    const file = await storeFile(`${title}.pdf`, samplePdf(`Handbook ${i + 1}`), 'handbook', seedId(t.files));
    t.handbooks.insert({
      id: seedId(t.handbooks),
      title,
      handBookType: handBookType as 1 | 2 | 3 | 4,
      fileId: file.id,
      fileType: file.fileType,
      fileName: file.submittedFileName,
      fileUrl: file.url as string,
      downloadCount: faker.number.int({ min: 10, max: 900 }),
      sort: i + 1,
      isEnable: 1,
      createTime: at(-200 + i),
    });
  }
  const characteristics: [string, string][] = [
    ['正品保障', '严选品牌 官方授权'],
    ['集采低价', '年度协议 价格透明'],
    ['极速配送', '电商直发 次日送达'],
    ['阳光采购', '全程留痕 合规可溯'],
  ];
  for (const [i, [title, description]] of characteristics.entries())
    t.characteristics.insert({
      id: seedId(t.characteristics),
      title,
      description,
      sort: i + 1,
      isEnable: 1,
      createTime: at(-150 + i),
    });

  // Notices: platform notices and the purchasing group's project notices, in every publication state.
  const purchaser = accountTables.orgs.get(seededOrgs.purchaser) as Entity<'Org'>;
  const platform = accountTables.orgs.get(seededOrgs.platform) as Entity<'Org'>;
  const projectKinds = ['竞价', '反拍', '在线寻源', '拍卖'];
  const goods = ['A4复印纸', '台式计算机', '劳保手套', '安全帽', '激光打印机', '办公桌椅', '电线电缆', 'LED照明灯具'];
  for (let i = 0; i < 24; i++) {
    const isPlatform = i % 6 === 5;
    const projectType = ((i % 4) + 1) as 1 | 2 | 3 | 4;
    const noticeType = isPlatform ? 4 : (((i % 3) + 1) as 1 | 2 | 3);
    const status = i === 3 ? 0 : i === 8 ? 2 : 1;
    const goodsName = goods[i % goods.length] as string;
    const title = isPlatform
      ? ([
          '关于平台系统升级维护的公告',
          '关于供应商年度资质年审的公告',
          '关于春节期间订单配送安排的公告',
          '关于启用电子发票的公告',
        ][i % 4] as string)
      : `华北能源集团${goodsName}${projectKinds[projectType - 1]}采购${['公告', '变更公告', '结果公告'][noticeType - 1]}`;
    t.notices.insert({
      id: seedId(t.notices),
      title,
      noticeType,
      ...(!isPlatform && {
        projectType,
        projectId: seedId('notices.projectId'),
        projectNo: `XM${formatDate(daysFromSeedDay(-i)).replaceAll('-', '')}${String(i + 1).padStart(3, '0')}`,
        projectName: `${goodsName}${projectKinds[projectType - 1]}采购项目`,
      }),
      content: `<p>${title}。</p><p>请符合条件的供应商在截止时间前登录平台报名参与，逾期不予受理。</p>`,
      publishOrgId: isPlatform ? platform.id : purchaser.id,
      publishOrgName: isPlatform ? platform.orgNameZh : purchaser.orgNameZh,
      ...(status !== 0 && { publishTime: at(-i * 2, 10) }),
      ...(!isPlatform && { endTime: at(-i * 2 + 10, 17) }),
      status,
      viewCount: status === 0 ? 0 : faker.number.int({ min: 5, max: 800 }),
      attachments:
        i % 5 === 0
          ? [{ id: seededFiles.licence, submittedFileName: '华北能源集团营业执照.pdf', fileType: 'file' }]
          : [],
      createTime: at(-i * 2 - 1, 15),
    });
  }

  // Messages: each seeded account's inbox, and platform messages with an inbox copy per receiver.
  const accounts = [
    'admin',
    'caigou01',
    'xiangmu01',
    'shenpi01',
    'caiwu01',
    'gys01',
    'bendi01',
    'dianshang01',
    'fuli01',
  ];
  const templates: [number, string, string][] = [
    [2, '订单已发货', '您采购的得力A4复印纸（70g，5包/箱）已由供应商发货，请注意查收。'],
    [2, '订单待审批', '采购订单 DD20261118000123 已提交，等待您审批。'],
    [3, '竞价项目即将截止', '您关注的台式计算机竞价采购项目将于明日17:00截止报价。'],
    [1, '账号安全提醒', '您的账号于今日在新设备登录，如非本人操作请及时修改密码。'],
    [3, '寻源报价结果', '在线寻源项目“劳保手套年度采购”已公布成交结果。'],
    [1, '对账单待确认', '11月电商对账单已生成，请于5个工作日内确认。'],
  ];
  for (const [a, account] of accounts.entries()) {
    const receiver = user(account);
    for (const [i, [msgType, title, content]] of templates.entries()) {
      const read = (i + a) % 3 === 0;
      t.messages.insert({
        id: seedId(t.messages),
        title,
        content,
        msgType: msgType as 1 | 2 | 3,
        senderId: '0',
        senderName: '平台运营中心',
        receiverId: receiver.id,
        readFlag: read ? 1 : 0,
        sendTime: at(-i - a, 9 + i),
        readTime: read ? at(-i - a, 11 + i) : null,
      });
    }
  }
  const broadcasts: [string, string, 0 | 1 | 2][] = [
    ['系统升级通知', '平台将于本周六 22:00 至次日 02:00 进行系统升级，期间暂停下单。', 0],
    ['年度采购计划填报提醒', '请各采购单位于12月10日前完成2027年度采购计划填报。', 1],
    ['资质年审通知', '请各供应商于11月30日前在平台完成年度资质年审，逾期将暂停交易权限。', 2],
  ];
  const admin = user('admin');
  for (const [i, [title, content, receiverType]] of broadcasts.entries()) {
    const receivers = accountTables.users
      .all()
      .filter((row) => row.status === 1 && (receiverType === 0 || (receiverType === 1) === (row.userType === 0)));
    const id = seedId(t.platformMessages);
    const sendTime = at(-10 + i * 3, 14);
    t.platformMessages.insert({
      id,
      title,
      content,
      msgType: 4,
      receiverType,
      receiverCount: receivers.length,
      readCount: 0,
      senderName: admin.fullName,
      sendTime,
    });
    for (const [r, receiver] of receivers.entries()) {
      const read = r % 2 === 0;
      t.messages.insert({
        id: seedId(t.messages),
        title,
        content,
        msgType: 4,
        senderId: '0',
        senderName: '平台运营中心',
        receiverId: receiver.id,
        readFlag: read ? 1 : 0,
        bizId: id,
        sendTime,
        readTime: read ? at(-9 + i * 3, 10) : null,
      });
    }
  }
}

const systemDictionaries: [string, string, [string, string][]][] = [
  [
    'goods_state',
    '商品状态',
    [
      ['0', '待上架'],
      ['1', '已上架'],
      ['2', '已下架'],
      ['3', '审核中'],
      ['4', '审核驳回'],
    ],
  ],
  [
    'order_status',
    '订单状态',
    [
      ['0', '待审批'],
      ['1', '待发货'],
      ['2', '已发货'],
      ['3', '已收货'],
      ['4', '已完成'],
      ['5', '已取消'],
      ['6', '审批驳回'],
    ],
  ],
  [
    'audit_status',
    '审核状态',
    [
      ['0', '待审核'],
      ['1', '审核通过'],
      ['2', '审核驳回'],
    ],
  ],
  [
    'user_status',
    '账号状态',
    [
      ['0', '停用'],
      ['1', '启用'],
    ],
  ],
  [
    'notice_type',
    '公告类型',
    [
      ['1', '采购公告'],
      ['2', '变更公告'],
      ['3', '结果公告'],
      ['4', '平台公告'],
    ],
  ],
  [
    'msg_type',
    '消息类型',
    [
      ['1', '系统通知'],
      ['2', '订单消息'],
      ['3', '项目消息'],
      ['4', '平台消息'],
    ],
  ],
  [
    'project_type',
    '项目类型',
    [
      ['1', '竞价'],
      ['2', '反拍'],
      ['3', '在线寻源'],
      ['4', '拍卖'],
    ],
  ],
  [
    'supplier_type',
    '供应商类型',
    [
      ['1', '电商供应商'],
      ['2', '本地供应商'],
    ],
  ],
  [
    'pay_type',
    '支付方式',
    [
      ['1', '公司转账'],
      ['2', '月结'],
      ['3', '个人垫付'],
    ],
  ],
];
const businessDictionaries: [string, string, [string, string][]][] = [
  [
    'unit',
    '计量单位',
    [
      ['个', '个'],
      ['件', '件'],
      ['箱', '箱'],
      ['包', '包'],
      ['台', '台'],
      ['套', '套'],
      ['双', '双'],
      ['米', '米'],
      ['千克', '千克'],
      ['卷', '卷'],
    ],
  ],
  [
    'invoice_type',
    '发票类型',
    [
      ['1', '增值税普通发票'],
      ['2', '增值税专用发票'],
      ['3', '电子普通发票'],
    ],
  ],
  [
    'delivery_time',
    '配送时效',
    [
      ['1', '当日达'],
      ['2', '次日达'],
      ['3', '3日内'],
      ['7', '7日内'],
    ],
  ],
  [
    'after_sale_type',
    '售后类型',
    [
      ['1', '退货'],
      ['2', '换货'],
      ['3', '维修'],
    ],
  ],
  [
    'purchase_way',
    '采购方式',
    [
      ['1', '商城直购'],
      ['2', '竞价采购'],
      ['3', '反向竞拍'],
      ['4', '在线寻源'],
      ['5', '协议采购'],
    ],
  ],
  [
    'after_sale_reason',
    '售后原因',
    [
      ['商品质量问题', '商品质量问题'],
      ['收到商品破损', '收到商品破损'],
      ['规格与订单不符', '规格与订单不符'],
      ['多发商品', '多发商品'],
      ['少发或漏发', '少发或漏发'],
      ['采购需求变更', '采购需求变更'],
      ['其他', '其他'],
    ],
  ],
];

/** The platform's rules, in force and one withdrawn (seeded last, so the ids of earlier rows stay as they were). */
async function seedRules() {
  for (const [i, rule] of platformRules.entries())
    t.platformRules.insert({
      id: seedId(t.platformRules),
      ...rule,
      sort: i + 1,
      updateTime: at(-30 + i),
      createTime: at(-400 + i),
    });
}

async function seedSystem(faker: SeedFaker) {
  for (const [table, list] of [
    [t.dictionaries, systemDictionaries],
    [t.bizDictionaries, businessDictionaries],
  ] as const)
    for (const [dictType, dictTypeName, entries] of list)
      for (const [i, [dictValue, dictLabel]] of entries.entries())
        table.insert({
          id: seedId(table),
          dictType,
          dictTypeName,
          dictValue,
          dictLabel,
          sort: i + 1,
          status: 1,
          createTime: at(-365),
        });

  const rules: [string, string, string, string, number, 0 | 1 | 2 | 3][] = [
    ['ORDER_NO', '订单编号', 'DD', 'yyyyMMdd', 6, 1],
    ['PROJECT_NO', '项目编号', 'XM', 'yyyyMMdd', 3, 1],
    ['STATEMENT_NO', '对账单编号', 'DZ', 'yyyyMM', 4, 2],
    ['PLAN_NO', '采购计划编号', 'JH', 'yyyy', 5, 3],
    ['CONTRACT_NO', '合同编号', 'HT', 'yyyyMMdd', 4, 1],
    ['SOURCING_NO', '寻源单编号', 'XY', 'yyyyMMdd', 4, 1],
  ];
  for (const [i, [ruleCode, ruleName, prefix, dateFormat, serialLength, resetCycle]] of rules.entries()) {
    const currentSerial = faker.number.int({ min: 1, max: 120 });
    t.numberRules.insert({
      id: seedId(t.numberRules),
      ruleCode,
      ruleName,
      prefix,
      dateFormat,
      serialLength,
      currentSerial,
      resetCycle,
      example: `${prefix}${'20261120'.slice(0, dateFormat.length)}${String(currentSerial + 1).padStart(serialLength, '0')}`,
      status: 1,
      createTime: at(-360 + i),
    });
  }
  const holidays: [string, string, 1 | 2][] = [
    ['2026-01-01', '元旦', 1],
    ['2026-02-16', '春节', 1],
    ['2026-02-17', '春节', 1],
    ['2026-02-18', '春节', 1],
    ['2026-02-19', '春节', 1],
    ['2026-02-20', '春节', 1],
    ['2026-02-14', '春节调休上班', 2],
    ['2026-04-05', '清明节', 1],
    ['2026-05-01', '劳动节', 1],
    ['2026-05-02', '劳动节', 1],
    ['2026-05-09', '劳动节调休上班', 2],
    ['2026-06-19', '端午节', 1],
    ['2026-09-25', '中秋节', 1],
    ['2026-10-01', '国庆节', 1],
    ['2026-10-02', '国庆节', 1],
    ['2026-10-03', '国庆节', 1],
    ['2026-10-10', '国庆节调休上班', 2],
  ];
  for (const [holidayDate, holidayName, dayType] of holidays)
    t.holidays.insert({
      id: seedId(t.holidays),
      holidayDate,
      holidayName,
      dayType,
      year: 2026,
      createTime: at(-330),
    });

  const tenants: [string, string, string][] = [
    ['zc001', '华北能源集团政采商城', '/'],
    ['zc002', '西山煤电集团采购平台', '/xsmd'],
    ['zc003', '晋北热电采购平台', '/jbrd'],
  ];
  for (const [i, [tenantCode, tenantName, tenantPath]] of tenants.entries())
    t.tenants.insert({
      id: seedId(t.tenants),
      tenantCode,
      tenantName,
      tenantPath,
      contactName: faker.person.fullName(),
      contactPhone: `0351-${faker.string.numeric(7)}`,
      status: i === 2 ? 0 : 1,
      expireTime: at(365 * (3 - i)),
      createTime: at(-700 + i * 100),
    });

  // A month of sign-ins of every seeded account, on most days: the history the sign-in statistics read.
  const signers = seededAccounts.map(({ account }) => user(account));
  for (let day = 29; day >= 1; day--)
    for (const who of signers) {
      if (faker.number.int({ min: 0, max: 9 }) < 3) continue;
      const refused = faker.number.int({ min: 0, max: 19 }) === 0;
      t.sysLogs.insert({
        id: seedId(t.sysLogs),
        logType: 1,
        userId: who.id,
        userName: who.account,
        module: '登录',
        operation: '用户登录',
        method: 'POST',
        requestUrl: '/api/login',
        ip: `10.12.${faker.number.int({ min: 1, max: 30 })}.${faker.number.int({ min: 2, max: 254 })}`,
        costMs: faker.number.int({ min: 40, max: 400 }),
        result: refused ? 0 : 1,
        ...(refused && { errorMsg: '用户名或密码错误，还可尝试 4 次' }),
        createTime: at(-day, 8 + faker.number.int({ min: 0, max: 10 })),
      });
    }

  const operations: [string, string, string, string][] = [
    ['用户管理', '新增采购人用户', 'POST', '/api/user/purchaser/2'],
    ['角色管理', '保存角色权限', 'POST', '/api/role/authority'],
    ['商品管理', '商品上架', 'POST', '/api/goodsItem/manage/setGoodsState'],
    ['订单管理', '订单审批', 'POST', '/activitis/task/approve'],
    ['供应商管理', '供应商审核通过', 'POST', '/api/org/supplier/approved'],
  ];
  const loggers = ['admin', 'caigou01', 'shenpi01', 'gys01', 'caiwu01'].map(user);
  for (let i = 0; i < 60; i++) {
    const who = loggers[i % loggers.length] as Entity<'User'>;
    const logType = (i % 10 === 9 ? 3 : i % 2 === 0 ? 1 : 2) as 1 | 2 | 3;
    const [module, operation, method, requestUrl] = operations[i % operations.length] as [
      string,
      string,
      string,
      string,
    ];
    t.sysLogs.insert({
      id: seedId(t.sysLogs),
      logType,
      userId: who.id,
      userName: who.account,
      module: logType === 1 ? '登录' : module,
      operation: logType === 1 ? '用户登录' : logType === 3 ? '接口请求失败（HTTP 500）' : operation,
      method: logType === 1 ? 'POST' : method,
      requestUrl: logType === 1 ? '/api/login' : requestUrl,
      ip: `10.12.${faker.number.int({ min: 1, max: 30 })}.${faker.number.int({ min: 2, max: 254 })}`,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      costMs: faker.number.int({ min: 8, max: 900 }),
      result: logType === 3 || i % 13 === 0 ? 0 : 1,
      ...(logType === 3 && { errorMsg: '500 Internal Server Error' }),
      ...(logType === 1 && i % 13 === 0 && { result: 0 as const, errorMsg: '用户名或密码错误' }),
      createTime: at(-Math.floor(i / 3), 8 + (i % 10)),
    });
  }

  const purchaserOrgs = accountTables.orgs.all().filter((org) => org.orgType === 2 || org.orgType === 3);
  for (const [i, org] of purchaserOrgs.slice(0, 4).entries())
    t.sysAccounts.insert({
      id: seedId(t.sysAccounts),
      orgId: org.id,
      orgName: org.orgNameZh,
      accountType: ((i % 3) + 1) as 1 | 2 | 3,
      accountDays: [30, 90, 15, 45][i] as number,
      creditAmount: [500000, 200000, 100000, 300000][i] as number,
      status: 1,
      createTime: at(-250 + i),
    });
  const branches: [string, 1 | 2][] = [
    ['华北能源集团太原分公司', 1],
    ['华北能源集团大同分公司', 1],
    ['华北能源集团长治分公司', 1],
    ['华北能源物流配送中心', 2],
    ['华北能源职工培训中心', 2],
  ];
  for (const [i, [branchName, branchType]] of branches.entries())
    t.purchaseBranches.insert({
      id: seedId(t.purchaseBranches),
      orgId: seededOrgs.purchaser,
      orgName: '华北能源集团物资有限公司',
      branchName,
      branchCode: `HBNY-${String(i + 1).padStart(2, '0')}`,
      branchType,
      contactName: faker.person.fullName(),
      contactPhone: `1${faker.helpers.arrayElement(['35', '58', '86'])}${faker.string.numeric(8)}`,
      address: `山西省${['太原市小店区', '大同市平城区', '长治市潞州区', '晋中市榆次区', '太原市迎泽区'][i]}${faker.location.street()}${i + 10}号`,
      isShow: 1,
      sort: i + 1,
      createTime: at(-220 + i),
    });
  // The unit's budgets of second-level categories; the buyers' limits of top categories follow the seed (below).
  const tops = new Set(
    catalogueTables.categories
      .all()
      .filter((row) => row.parentId === '0')
      .map((row) => row.id),
  );
  const leaves = catalogueTables.categories.all().filter((row) => tops.has(row.parentId));
  for (let i = 0; i < 8; i++) {
    const category = leaves[i] as { id: string; name: string };
    const quotaAmount = [50000, 120000, 30000, 80000][i % 4] as number;
    t.purchaseQuotas.insert({
      id: seedId(t.purchaseQuotas),
      orgId: seededOrgs.purchaser,
      orgName: '华北能源集团物资有限公司',
      categoryId: category.id,
      categoryName: category.name,
      period: ((i % 3) + 1) as 1 | 2 | 3,
      year: 2026,
      quotaAmount,
      usedAmount: amountBetween(faker, 0, quotaAmount * 0.8),
      status: 1,
      createTime: at(-200 + i),
    });
  }
  const suppliers = adminTables.suppliers.all().filter((row) => row.auditStatus === 1);
  const provinceCodes = Object.keys(provinces);
  for (const [i, supplier] of suppliers.slice(0, 5).entries()) {
    const codes = provinceCodes.slice(i * 3, i * 3 + 4);
    t.freights.insert({
      id: seedId(t.freights),
      supplierId: supplier.id,
      supplierName: supplier.orgNameZh,
      ruleName: `${supplier.shortName ?? supplier.orgNameZh}标准运费`,
      areaCodes: codes,
      areaNames: codes.map((code) => provinces[code]).join('、'),
      baseFreight: [8, 10, 12, 15, 0][i] as number,
      freeThreshold: [99, 199, 299, 500, 0][i] as number,
      isDefault: 1,
      status: 1,
      createTime: at(-180 + i),
    });
  }
  const customers: [string, 1 | 2, number | null][] = [
    ['平台客服热线', 1, null],
    ['平台在线客服', 1, null],
    ['晨曦办公客服', 2, 0],
    ['京东企业购客服', 2, 2],
    ['鲁信五金客服', 2, 1],
  ];
  for (const [i, [name, customerType, supplierIndex]] of customers.entries()) {
    const supplier = supplierIndex === null ? undefined : (suppliers[supplierIndex] as Entity<'Supplier'>);
    t.customers.insert({
      id: seedId(t.customers),
      name,
      customerType,
      ...(supplier && { supplierId: supplier.id, supplierName: supplier.orgNameZh }),
      phone: i === 0 ? '400-810-6688' : `0351-${faker.string.numeric(7)}`,
      qq: faker.string.numeric(9),
      email: `kefu${i + 1}@zc-mall.example.com`,
      workTime: '工作日 8:30-17:30',
      sort: i + 1,
      status: 1,
      createTime: at(-170 + i),
    });
  }
  const ecommerce = suppliers.filter((row) => row.supplierType === 1);
  const platforms: [string, string, string][] = [
    ['jd', '京东企业购', 'https://bizapi.jd.example.com'],
    ['deli', '得力官方商城', 'https://api.deli.example.com'],
    ['lenovo', '联想商用', 'https://b2b.lenovo.example.com'],
  ];
  for (const [i, [platformCode, platformName, apiUrl]] of platforms.entries()) {
    const supplier = ecommerce[i];
    if (!supplier) continue;
    const id = seedId(t.onlineSuppliers);
    t.onlineSuppliers.insert({
      id,
      supplierId: supplier.id,
      supplierName: supplier.orgNameZh,
      platformCode,
      platformName,
      apiUrl,
      appKey: `ak_${faker.string.alphanumeric(16)}`,
      syncStatus: ([2, 2, 3] as const)[i] as 2 | 3,
      lastSyncTime: at(-1, 3),
      status: 1,
      createTime: at(-160 + i),
    });
    t.onlineSupplierSecrets.insert({ id, appSecret: faker.string.alphanumeric(32) });
  }
  for (const [s, supplier] of suppliers.slice(0, 6).entries())
    for (const quarter of [1, 2, 3]) {
      const scores = [0, 1, 2, 3].map(() => faker.number.int({ min: 14, max: 25 }));
      const total = scores.reduce((sum, score) => sum + score, 0);
      t.supplierScores.insert({
        id: seedId(t.supplierScores),
        supplierId: supplier.id,
        supplierName: supplier.orgNameZh,
        scoreYear: 2026,
        scoreQuarter: quarter,
        qualityScore: scores[0] as number,
        deliveryScore: scores[1] as number,
        serviceScore: scores[2] as number,
        priceScore: scores[3] as number,
        totalScore: total,
        grade: total >= 90 ? 'A' : total >= 75 ? 'B' : total >= 60 ? 'C' : 'D',
        scorerName: '周平台',
        createTime: at(-240 + quarter * 90 - 80 + s),
      });
    }
  const risks: [1 | 2 | 3, string, 0 | 1][] = [
    [1, '重复IP报价', 1],
    [2, '围标串标预警', 1],
    [3, '异常登录', 0],
  ];
  for (const [riskType, riskName, enable] of risks)
    t.riskSettings.insert({ id: seedId(t.riskSettings), riskType, riskName, enable, updateTime: at(-50) });
  for (let i = 0; i < 10; i++) {
    const pair = faker.helpers.arrayElements(suppliers, 2);
    const riskType = ((i % 3) + 1) as 1 | 2 | 3;
    t.riskReports.insert({
      id: seedId(t.riskReports),
      riskType,
      level: ((i % 3) + 1) as 1 | 2 | 3,
      ip: `112.${faker.number.int({ min: 1, max: 254 })}.${faker.number.int({ min: 1, max: 254 })}.${faker.number.int({ min: 1, max: 254 })}`,
      supplierNames: pair.map((row) => row.orgNameZh),
      projectNo: `XM202611${String(i + 1).padStart(2, '0')}00${i}`,
      projectName: `${['A4复印纸', '劳保手套', '台式计算机', '电线电缆'][i % 4]}竞价采购项目`,
      hitCount: faker.number.int({ min: 1, max: 9 }),
      firstTime: at(-40 + i * 3, 10),
      lastTime: at(-38 + i * 3, 16),
    });
  }
  const violations: [1 | 2 | 3 | 4 | 5, string, 1 | 2 | 3 | 4, 0 | 1 | 2][] = [
    [2, '订单超过承诺时效5天未发货', 2, 1],
    [1, '竞价项目中报价与实际供货规格不符', 1, 1],
    [3, '劳保手套抽检不合格', 3, 0],
    [4, '未按承诺书要求提供售后服务', 2, 0],
    [5, '开具发票信息有误且多次未更正', 1, 2],
    [2, '配送延迟导致项目停工', 2, 0],
  ];
  for (const [i, [violationType, description, penaltyType, status]] of violations.entries()) {
    const supplier = suppliers[i % suppliers.length] as Entity<'Supplier'>;
    t.violationRecords.insert({
      id: seedId(t.violationRecords),
      supplierId: supplier.id,
      supplierName: supplier.orgNameZh,
      violationType,
      description,
      orderNo: `DD20261${String(i + 10).padStart(3, '0')}00${i}`,
      penaltyType,
      ...(penaltyType === 2 && { deductScore: 5 }),
      status,
      ...(status === 1 && { handlerName: '周平台' }),
      recordTime: at(-70 + i * 8, 11),
      createTime: at(-70 + i * 8, 11),
    });
  }
}

/** Approvals in every state on the seeded flows, and the rate settings. */
async function seedWorkflow(faker: SeedFaker) {
  const applicants = ['caigou01', 'caigou02', 'caigou03', 'xiangmu01'].map(user);
  const suppliers = adminTables.suppliers.all().filter((row) => row.auditStatus === 1);
  /** An instance moved along its flow: `decisions` are the approval form values of the tasks already done. */
  const start = async (
    key: string,
    businessType: 1 | 2 | 3 | 4,
    businessNo: string,
    applicant: Entity<'User'>,
    days: number,
    decisions: (0 | 1)[],
    about: { businessKey?: string; applicantName?: string; order?: Instance['order'] } = {},
  ) => {
    const businessKey = about.businessKey ?? seedId('processInstances.businessKey');
    const instance = await startApproval({
      businessType,
      businessKey,
      businessNo,
      title: businessNo,
      applicant,
      ...(about.applicantName && { applicantName: about.applicantName }),
      approvers: [],
      ...(about.order && { order: about.order }),
      preferredKey: key,
      id: seedId(t.processInstances),
      taskIds: seededTaskId,
      at: at(days, 9),
    });
    await decideInTurn(
      instance,
      decisions.map((approval, i) => ({
        approval,
        remark: approval === 0 ? '同意' : '预算超标，请调整后重新提交',
        at: at(days + i, 15 + i),
      })),
      seededTaskId,
    );
  };
  // An approval still waiting is a to-do, and a to-do opens its record: the undecided samples are real orders and plans
  // waiting for approval (`seedWaitingApprovals` starts the others on their units' flows); the decided ones, through
  // both steps or refused, are history.
  const waits = (decisions: (0 | 1)[]) => decisions.length === 0;
  const waitingOrders = orderTables.orders.all().filter((row) => row.status === 0);
  const waitingPlans = planTables.plans.all().filter((row) => row.status === 1);
  const orderDecisions: (0 | 1)[][] = [[], [], [], [], [], [0, 0], [1], [0, 1], []];
  for (const [i, decisions] of orderDecisions.entries()) {
    const supplier = suppliers[i % suppliers.length] as Entity<'Supplier'>;
    const sample = {
      orderNo: `DD202611${String(10 + i).padStart(2, '0')}${faker.string.numeric(6)}`,
      buyerId: applicants[i % applicants.length]?.id,
      purchaserName: '华北能源集团物资有限公司',
      supplierName: supplier.orgNameZh,
      totalPrice: amountBetween(faker, 800, 90000),
    };
    const order = (waits(decisions) && waitingOrders.shift()) || sample;
    const buyer = accountTables.users.get(order.buyerId) as Entity<'User'>;
    await start('order_approval', 2, order.orderNo, buyer, -12 + i, decisions, {
      ...('id' in order && { businessKey: order.id }),
      order: { orgName: order.purchaserName, supplierName: order.supplierName, totalPrice: order.totalPrice },
    });
  }
  const planDecisions: (0 | 1)[][] = [[], [], [0, 0], [1]];
  for (const [i, decisions] of planDecisions.entries()) {
    const plan = waits(decisions) ? waitingPlans.shift() : undefined;
    await start(
      'plan_approval',
      1,
      plan?.planNo ?? `JH2026${String(i + 31).padStart(5, '0')}`,
      (accountTables.users.get(plan?.applicantId) ?? applicants[i % 4]) as Entity<'User'>,
      -20 + i,
      decisions,
      plan ? { businessKey: plan.id } : {},
    );
  }
  // The projects and sourcing inquiries waiting for approval (待审核) are in their flow, at shenpi01's step.
  const waiting = [
    ...projectTables.projects.all().map((row) => ({ ...row, no: row.projectNo })),
    ...projectTables.sourcings.all().map((row) => ({ ...row, no: row.sourcingNo })),
  ].filter((row) => row.status === 1);
  for (const [i, row] of waiting.entries())
    await start(
      'project_approval',
      3,
      row.no,
      accountTables.users.all().find((candidate) => candidate.fullName === row.purchaseUserName) ?? user('xiangmu01'),
      -8 + i,
      [],
      { businessKey: row.id, applicantName: row.purchaseUserName ?? '李项目' },
    );
  const pending = adminTables.suppliers.all().filter((row) => row.auditStatus === 0);
  for (const [i, supplier] of pending.entries())
    await start('supplier_access', 4, `GYS2026${String(i + 11).padStart(4, '0')}`, user('admin'), -5 + i, [], {
      businessKey: supplier.id,
      applicantName: supplier.contactName ?? supplier.orgNameZh,
    });

  // Rates: category and supplier markups, one goods-item rate with its change history.
  const leaves = adminTables.authorityCategories.all().filter((row) => row.level === 2);
  for (let i = 0; i < 8; i++) {
    const category = leaves[i * 2] as { id: string; name: string };
    const supplier = i % 2 === 0 ? (suppliers[i % suppliers.length] as Entity<'Supplier'>) : undefined;
    const id = seedId(t.rateSettings);
    const rate = [3, 5, -2, 4.5, 6, 2.5, 8, 1][i] as number;
    t.rateSettings.insert({
      id,
      itemCategoryId: category.id,
      itemCategoryName: category.name,
      ...(supplier && { supplierId: supplier.id, supplierName: supplier.orgNameZh }),
      ...(i === 0 && { fkItemId: seedId('rateSettings.fkItemId'), itemName: '得力A4复印纸 70g 5包/箱' }),
      rate,
      remark: '年度协议价上浮',
      updateUserName: '周平台',
      updateTime: at(-30 + i, 10),
    });
    if (i === 0) {
      const setting = t.rateSettings.get(id) as Entity<'RateSetting'>;
      for (const [h, [oldRate, newRate]] of [
        [2, 2.5],
        [2.5, 3],
      ].entries())
        t.rateHistory.insert({
          id: seedId(t.rateHistory),
          fkItemId: setting.fkItemId as string,
          itemName: setting.itemName as string,
          oldRate: oldRate as number,
          newRate: newRate as number,
          operatorName: '周平台',
          changeTime: at(-90 + h * 30, 11),
          remark: '根据季度价格调整',
        });
    }
  }
}

/**
 * The buyers' limits of top categories, seeded by the plans domain, as the administrator's quotas of the same ids
 * (no draws and no new ids, so every other seeded row stays as it was).
 */
async function seedCategoryLimits() {
  for (const limit of planTables.userCategories.all()) {
    const buyer = accountTables.users.get(limit.userId);
    if (!buyer?.orgId) continue;
    const used = userCategoryQuotas(buyer.id).find((row) => row.categoryId === limit.categoryId)?.usedAmount ?? 0;
    t.purchaseQuotas.insert({
      id: limit.id,
      orgId: buyer.orgId,
      orgName: accountTables.orgs.get(buyer.orgId)?.orgNameZh ?? '',
      userId: buyer.id,
      userName: buyer.fullName,
      categoryId: limit.categoryId,
      categoryName: limit.categoryName,
      period: 3,
      year: Number(formatDate(daysFromSeedDay(0)).slice(0, 4)),
      quotaAmount: limit.quotaAmount,
      usedAmount: used,
      status: 1,
      createTime: at(-150),
    });
  }
}

/**
 * The units of the seeded goods and materials that the 计量单位 dictionary does not have yet, so that every record's
 * unit is one its form offers.
 */
export async function seedUnitsInUse() {
  const units = t.bizDictionaries.all().filter((row) => row.dictType === 'unit');
  const known = new Set(units.map((row) => row.dictValue));
  const inUse = [...catalogueTables.goods.all(), ...catalogueTables.materials.all()].map((row) => row.unit);
  const missing = [...new Set(inUse)].filter((unit): unit is string => Boolean(unit) && !known.has(unit ?? ''));
  for (const [i, unit] of missing.entries())
    t.bizDictionaries.insert({
      ...(units[0] as (typeof units)[number]),
      id: seedId(t.bizDictionaries),
      dictValue: unit,
      dictLabel: unit,
      sort: units.length + i + 1,
    });
}

export async function seedPlatform(faker: SeedFaker) {
  await seedContent(faker);
  await seedSystem(faker);
  await seedWorkflow(faker);
  await seedRules();
  await seedCategoryLimits();
}
