import {
  adminButtonNames,
  adminHidden,
  adminMenu,
  hiddenNodes,
  type MenuEntry,
  type MenuNode,
  menuTree,
  purchaserButtonNames,
  purchaserButtonsOf,
  purchaserHidden,
  purchaserMenu,
  purchaserPagesOf,
  supplierButtonNames,
  supplierHidden,
  supplierMenu,
  welfareMenu,
} from '@zc/routes';
import { seededPassword } from '../../config.ts';
import type { Entity } from '../../engine/entities.ts';
import { daysFromSeedDay, formatDateTime, seedId } from '../../engine/random.ts';
import type { SeedFaker } from '../../engine/seed-faker.ts';
import { accountTables as t } from '../../tables/accounts.ts';

/** Role types of the platform (roles.yaml#/RoleType). */
export const roleType = { admin: 1, purchaser: 2, supplier: 3, welfare: 4 } as const;

import { type SeededRole, seededAccounts } from './seeded-accounts.ts';
import { seedWecomBindings } from './wecom-handlers.ts';

export { type SeededRole, seededAccounts };

const roleDefinitions: Record<SeededRole, { name: string; code: string; type: number }> = {
  admin: { name: '平台管理员', code: 'platform_admin', type: roleType.admin },
  purchaser: { name: '采购员', code: 'purchaser', type: roleType.purchaser },
  projectManager: { name: '项目经理', code: 'project_manager', type: roleType.purchaser },
  approver: { name: '审批人', code: 'approver', type: roleType.purchaser },
  finance: { name: '财务', code: 'finance', type: roleType.purchaser },
  supplier: { name: '供应商', code: 'supplier', type: roleType.supplier },
  localSupplier: { name: '本地供应商', code: 'supplier_local', type: roleType.supplier },
  ecommerceSupplier: { name: '电商供应商', code: 'supplier_ecommerce', type: roleType.supplier },
  welfare: { name: '福利用户', code: 'welfare_user', type: roleType.welfare },
};

/** Seeded organisations other domains build on: the platform, the purchasing group and the three suppliers. */
export const seededOrgs = {
  platform: '',
  purchaser: '',
  supplier: '',
  localSupplier: '',
  ecommerceSupplier: '',
};
export const supplierOrgIds: string[] = [];
export const purchaserUserIds: string[] = [];

const supplierNames = [
  '北京晨曦办公用品有限公司',
  '济南鲁信五金机电有限公司',
  '京东企业购（北京）贸易有限公司',
  '得力集团有限公司',
  '上海晨光文具股份有限公司',
  '联想（北京）信息技术有限公司',
  '山东泰山劳保用品有限公司',
  '青岛海尔智能电子有限公司',
  '广州白云清洁用品有限公司',
  '武汉长江电线电缆有限公司',
];

async function seedResources(menu: MenuEntry[], type: number, buttons: Record<string, string>, hidden: string[] = []) {
  const ids: string[] = [];
  const add = async (entries: MenuNode[], parentId: string) => {
    for (const [index, { name, url, children }] of entries.entries()) {
      const id = seedId(t.resources);
      ids.push(id);
      t.resources.insert({
        id,
        parentId,
        name,
        resourceType: 1,
        roleType: type,
        code: url || `group-${id}`,
        url,
        module: 'main',
        icon: children ? 'folder' : 'page',
        show: 1,
        sort: index + 1,
      } as Entity<'Resource'>);
      if (children) await add(children, id);
    }
  };
  await add(menuTree(menu), '0');
  for (const [index, { name, url }] of hiddenNodes(hidden).entries()) {
    const id = seedId(t.resources);
    ids.push(id);
    t.resources.insert({
      id,
      parentId: '0',
      name,
      resourceType: 1,
      roleType: type,
      code: url,
      url,
      module: 'main',
      show: 0,
      sort: 100 + index,
    } as Entity<'Resource'>);
  }
  for (const [index, [code, name]] of Object.entries(buttons).entries()) {
    const id = seedId(t.resources);
    ids.push(id);
    t.resources.insert({
      id,
      parentId: '0',
      name,
      resourceType: 2,
      roleType: type,
      code,
      show: 0,
      sort: 200 + index,
    } as Entity<'Resource'>);
  }
  return ids;
}

/**
 * The purchaser resources the roles `codes` hold (`purchaserRoles` of the page table): their pages with the groups
 * above them, and their buttons, as an administrator assigns them on the role pages.
 */
export function purchaserResourcesOf(codes: readonly string[]): string[] {
  const pages = new Set([...purchaserPagesOf(codes)].map((path) => path.replace(/^\//, '')));
  const buttons = new Set(purchaserButtonsOf(codes));
  const resources = t.resources.all().filter((resource) => resource.roleType === roleType.purchaser);
  const byId = new Map(resources.map((resource) => [resource.id, resource]));
  const held = new Set<string>();
  for (const resource of resources) {
    const granted = resource.resourceType === 2 ? buttons.has(resource.code ?? '') : pages.has(resource.url ?? '');
    if (!granted) continue;
    for (let node = byId.get(resource.id); node && !held.has(node.id); node = byId.get(node.parentId))
      held.add(node.id);
  }
  return resources.filter((resource) => held.has(resource.id)).map((resource) => resource.id);
}

async function seedOrg(fields: Partial<Entity<'Org'>> & Pick<Entity<'Org'>, 'orgNameZh' | 'orgType'>) {
  const id = seedId(t.orgs);
  t.orgs.insert({
    id,
    parentId: '0',
    auditStatus: 1,
    status: 1,
    createTime: formatDateTime(daysFromSeedDay(-400)),
    ...fields,
  } as Entity<'Org'>);
  return id;
}

export async function seedAccounts(faker: SeedFaker) {
  seededOrgs.platform = await seedOrg({ orgNameZh: '政采商城平台运营中心', orgType: 1, orgCode: 'PLATFORM' });
  seededOrgs.purchaser = await seedOrg({
    orgNameZh: '华北能源集团物资有限公司',
    orgType: 2,
    orgCode: 'HBNY',
    shortName: '华北能源',
  });
  purchaserUserIds.length = 0;
  supplierOrgIds.length = 0;
  const departments = ['办公室', '物资供应部', '财务部', '信息中心', '安全生产部'];
  for (const name of departments) {
    await seedOrg({ orgNameZh: `华北能源集团${name}`, orgType: 3, parentId: seededOrgs.purchaser, level: 2 });
  }
  for (const [index, name] of supplierNames.entries()) {
    const id = await seedOrg({
      orgNameZh: name,
      orgType: 4,
      creditCode: `91${faker.string.numeric(16)}`,
      contactName: faker.person.fullName(),
      contactPhone: `1${faker.helpers.arrayElement(['35', '58', '86', '39'])}${faker.string.numeric(8)}`,
      address: `${faker.location.state()}${faker.location.city()}${faker.location.street()}${faker.number.int({ min: 1, max: 300 })}号`,
      auditStatus: index === 9 ? 0 : 1,
    });
    supplierOrgIds.push(id);
  }
  [seededOrgs.supplier, seededOrgs.localSupplier, seededOrgs.ecommerceSupplier] = supplierOrgIds as [
    string,
    string,
    string,
  ];

  const menus = {
    [roleType.admin]: await seedResources(adminMenu, roleType.admin, adminButtonNames, adminHidden),
    [roleType.purchaser]: await seedResources(purchaserMenu, roleType.purchaser, purchaserButtonNames, purchaserHidden),
    [roleType.supplier]: await seedResources(supplierMenu, roleType.supplier, supplierButtonNames, supplierHidden),
    [roleType.welfare]: await seedResources(welfareMenu, roleType.welfare, {}),
  };

  const roleIds = {} as Record<SeededRole, string>;
  for (const [key, role] of Object.entries(roleDefinitions) as [SeededRole, (typeof roleDefinitions)[SeededRole]][]) {
    const id = seedId(t.roles);
    roleIds[key] = id;
    t.roles.insert({
      id,
      roleName: role.name,
      roleCode: role.code,
      roleType: role.type,
      status: 1,
      isTemplate: 0,
      readonly: 1,
      sort: 1,
      createTime: formatDateTime(daysFromSeedDay(-400)),
    } as Entity<'Role'>);
    // A purchaser role holds its part of the purchaser menu; the other role types hold their whole menu.
    const resourceIds =
      role.type === roleType.purchaser ? purchaserResourcesOf([role.code]) : menus[role.type as keyof typeof menus];
    t.roleAuthorities.insert({ id: seedId(t.roleAuthorities), roleId: id, resourceIds });
  }

  const orgOf: Record<SeededRole, string> = {
    admin: seededOrgs.platform,
    purchaser: seededOrgs.purchaser,
    projectManager: seededOrgs.purchaser,
    approver: seededOrgs.purchaser,
    finance: seededOrgs.purchaser,
    supplier: seededOrgs.supplier,
    localSupplier: seededOrgs.localSupplier,
    ecommerceSupplier: seededOrgs.ecommerceSupplier,
    welfare: seededOrgs.purchaser,
  };
  const addUser = async (account: string, fullName: string, role: SeededRole) => {
    const definition = roleDefinitions[role];
    const id = seedId(t.users);
    const orgId = orgOf[role];
    t.users.insert({
      id,
      account,
      fullName,
      userType: definition.type === roleType.supplier ? 3 : 0,
      ...(definition.type !== roleType.supplier && { purchaserType: role === 'admin' ? 1 : 2 }),
      phone: `13${faker.string.numeric(9)}`,
      email: `${account}@example.com`,
      orgId,
      orgName: t.orgs.get(orgId)?.orgNameZh,
      status: 1,
      locked: 0,
      auditStatus: 1,
      roles: [{ id: roleIds[role], roleName: definition.name, roleCode: definition.code, roleType: definition.type }],
      createTime: formatDateTime(daysFromSeedDay(-300)),
    } as Entity<'User'>);
    t.credentials.insert({ id, password: seededPassword, failedLogins: 0 });
    if (definition.type === roleType.purchaser) purchaserUserIds.push(id);
    return id;
  };
  for (const { account, fullName, role } of seededAccounts) await addUser(account, fullName, role);
  for (let i = 2; i <= 20; i++)
    await addUser(`caigou${String(i).padStart(2, '0')}`, faker.person.fullName(), 'purchaser');
  await seedAdministration(faker);
  await seedWecomBindings();
}

// ---------------------------------------------------------------------------------------------------------------
// The administration's rows (appended after the sign-in rows above, so their ids stay the same): organisations and
// users in every audit state, supplier profiles, role templates, commitment logs, attachments, category authorities.

import { adminTables as a } from '../../tables/admin.ts';
import { platformTables } from '../../tables/platform.ts';

/** Files the seeded attachments point at: the platform domain stores their bytes under these ids. */
export const seededAttachmentFiles: { id: string; name: string; fileType: string }[] = [];

const authorityCategoryTree: [string, string[]][] = [
  ['办公用品', ['复印纸', '书写工具', '文件管理', '办公本册']],
  ['计算机设备', ['台式计算机', '便携式计算机', '打印机', '显示器']],
  ['劳保用品', ['防护手套', '安全帽', '工作服', '劳保鞋']],
  ['五金机电', ['电动工具', '电线电缆', '紧固件', '照明灯具']],
  ['清洁用品', ['清洁剂', '纸品湿巾', '垃圾袋', '清洁工具']],
];

const pickPhone = (faker: SeedFaker) =>
  `1${faker.helpers.arrayElement(['35', '38', '58', '86', '39', '77'])}${faker.string.numeric(8)}`;

async function seedAdministration(faker: SeedFaker) {
  seededAttachmentFiles.length = 0;
  const roleByCode = (code: string) => t.roles.all().find((role) => role.roleCode === code) as Entity<'Role'>;
  const created = (days: number) => formatDateTime(daysFromSeedDay(days));

  // Attachment files (bytes stored by the platform domain).
  const file = (name: string, fileType = 'file') => {
    const entry = { id: seedId(platformTables.files), name, fileType };
    seededAttachmentFiles.push(entry);
    return entry;
  };

  // Goods categories the maintenance authorities name.
  const leafCategories: { id: string; name: string; path: string }[] = [];
  for (const [top, leaves] of authorityCategoryTree) {
    const topId = seedId(a.authorityCategories);
    a.authorityCategories.insert({ id: topId, name: top, path: top, level: 1 });
    for (const leaf of leaves) {
      const id = seedId(a.authorityCategories);
      a.authorityCategories.insert({ id, name: leaf, path: `${top}/${leaf}`, level: 2 });
      leafCategories.push({ id, name: leaf, path: `${top}/${leaf}` });
    }
  }

  // Purchasing organisations waiting for review and rejected.
  const pendingOrg = await seedOrg({
    orgNameZh: '西山煤电集团物资采购中心',
    orgType: 2,
    orgCode: 'XSMD',
    shortName: '西山煤电',
    auditStatus: 0,
    contactName: faker.person.fullName(),
    contactPhone: pickPhone(faker),
    address: '山西省太原市万柏林区西矿街318号',
  });
  const refusal = '营业执照副本不清晰，请重新上传';
  const rejectedOrg = await seedOrg({
    orgNameZh: '晋北热电有限公司',
    orgType: 2,
    orgCode: 'JBRD',
    auditStatus: 2,
    remark: refusal,
    contactName: faker.person.fullName(),
    contactPhone: pickPhone(faker),
    address: '山西省大同市平城区御河西路66号',
  });

  // Supplier companies in every audit state: 3 = never submitted a join application (organisation still 0).
  const extraSuppliers: [string, 0 | 1 | 2 | 3, 1 | 2][] = [
    ['天津滨海劳保防护用品有限公司', 0, 2],
    ['河北冀中办公家具有限公司', 2, 2],
    ['石家庄恒信计算机系统集成有限公司', 3, 1],
    ['太原晋阳机电设备有限公司', 1, 2],
  ];
  const extraSupplierOrgs: { id: string; status: 0 | 1 | 2 | 3; type: 1 | 2 }[] = [];
  for (const [name, status, type] of extraSuppliers) {
    const id = await seedOrg({
      orgNameZh: name,
      orgType: 4,
      creditCode: `91${faker.string.numeric(16)}`,
      contactName: faker.person.fullName(),
      contactPhone: pickPhone(faker),
      address: `${faker.location.state()}${faker.location.city()}${faker.location.street()}${faker.number.int({ min: 1, max: 300 })}号`,
      auditStatus: status === 3 ? 0 : status,
      createTime: created(-30),
    });
    extraSupplierOrgs.push({ id, status, type });
  }

  const newUser = async (
    fields: Partial<Entity<'User'>> & Pick<Entity<'User'>, 'account' | 'orgId'>,
    role?: string,
  ) => {
    const id = seedId(t.users);
    const roleRow = role ? roleByCode(role) : undefined;
    t.users.insert({
      id,
      fullName: faker.person.fullName(),
      userType: 0,
      phone: pickPhone(faker),
      email: `${fields.account}@example.com`,
      orgName: t.orgs.get(fields.orgId)?.orgNameZh,
      status: 1,
      locked: 0,
      auditStatus: 1,
      roles: roleRow
        ? [{ id: roleRow.id, roleName: roleRow.roleName, roleCode: roleRow.roleCode, roleType: roleRow.roleType }]
        : [],
      createTime: created(-20),
      ...fields,
    } as Entity<'User'>);
    t.credentials.insert({ id, password: seededPassword, failedLogins: fields.locked === 1 ? 5 : 0 });
    return id;
  };

  // Purchaser users: self-registered ones waiting, rejected, and a locked and a disabled account.
  const registered: [string, string, 0 | 1 | 2][] = [
    ['zhuce01', pendingOrg, 0],
    ['zhuce02', pendingOrg, 0],
    ['zhuce03', seededOrgs.purchaser, 0],
    ['zhuce04', rejectedOrg, 2],
  ];
  const attachmentKinds: [1 | 2 | 3, string][] = [
    [1, '单位证明文件.pdf'],
    [2, '授权委托书.pdf'],
  ];
  for (const [account, orgId, auditStatus] of registered) {
    const id = await newUser(
      { account, orgId, purchaserType: 2, auditStatus, ...(auditStatus === 2 && { auditRemark: refusal }) },
      'purchaser',
    );
    a.purchaserAttachments.insert({
      id,
      attachments: attachmentKinds.map(([attachmentType, name]) => {
        const stored = file(`${account}-${name}`);
        return { fileId: stored.id, fileType: stored.fileType, submittedFileName: name, attachmentType };
      }),
    });
  }
  await newUser({ account: 'suoding01', orgId: seededOrgs.purchaser, purchaserType: 2, locked: 1 }, 'purchaser');
  await newUser({ account: 'tingyong01', orgId: seededOrgs.purchaser, purchaserType: 2, status: 0 }, 'purchaser');
  const office = t.orgs.all().find((org) => org.orgNameZh === '华北能源集团办公室') as Entity<'Org'>;
  await newUser({ account: 'bangong01', orgId: office.id, purchaserType: 2 }, 'approver');
  await newUser({ account: 'bangong02', orgId: office.id, purchaserType: 2 }, 'approver');
  await newUser({ account: 'guanli02', orgId: seededOrgs.platform, purchaserType: 1 }, 'platform_admin');

  // Supplier accounts of the new supplier companies.
  for (const [index, { id: orgId, type }] of extraSupplierOrgs.entries()) {
    await newUser(
      { account: `gys0${index + 2}`, orgId, userType: 3 },
      type === 1 ? 'supplier_ecommerce' : 'supplier_local',
    );
  }

  // Role templates, with the resources of their role group, and roles an administrator may change or delete.
  const resourcesOf = (type: number) =>
    t.resources
      .all()
      .filter((resource) => resource.roleType === type)
      .map((resource) => resource.id);
  // A template holds what its role holds: the buyer's and the approver's part of the purchaser menu, or all of it.
  const templates: [string, string, number, string, string[]][] = [
    [
      '采购单位管理员',
      'tpl_unit_admin',
      roleType.purchaser,
      '采购单位的管理账号：用户、审批与全部采购功能',
      resourcesOf(roleType.purchaser),
    ],
    ['采购员', 'tpl_purchaser', roleType.purchaser, '商城采购、需求与订单', purchaserResourcesOf(['purchaser'])],
    ['审批人', 'tpl_approver', roleType.purchaser, '订单与计划审批', purchaserResourcesOf(['approver'])],
    ['供应商主账号', 'tpl_supplier_main', roleType.supplier, '供应商工作台的全部功能', resourcesOf(roleType.supplier)],
    ['福利用户', 'tpl_welfare', roleType.welfare, '福利商城', resourcesOf(roleType.welfare)],
  ];
  for (const [index, [roleName, roleCode, type, description, resourceIds]] of templates.entries()) {
    const id = seedId(t.roles);
    t.roles.insert({
      id,
      roleName,
      roleCode,
      roleType: type,
      isTemplate: 1,
      status: 1,
      readonly: 0,
      sort: index + 1,
      description,
      createTime: created(-200),
    } as Entity<'Role'>);
    t.roleAuthorities.insert({ id: seedId(t.roleAuthorities), roleId: id, resourceIds });
  }
  const purchaserOrg = t.orgs.get(seededOrgs.purchaser) as Entity<'Org'>;
  for (const [index, [roleName, roleCode]] of [
    ['询价专员', 'inquiry_clerk'],
    ['物资计划员', 'material_planner'],
  ].entries()) {
    const id = seedId(t.roles);
    t.roles.insert({
      id,
      roleName,
      roleCode,
      roleType: roleType.purchaser,
      orgId: purchaserOrg.id,
      orgName: purchaserOrg.orgNameZh,
      isTemplate: 0,
      status: 1,
      readonly: 0,
      sort: 10 + index,
      createTime: created(-60 + index),
    } as Entity<'Role'>);
    t.roleAuthorities.insert({
      id: seedId(t.roleAuthorities),
      roleId: id,
      resourceIds: resourcesOf(roleType.purchaser).slice(0, 12),
    });
  }
  const infoCenter = t.orgs.all().find((org) => org.orgNameZh === '华北能源集团信息中心') as Entity<'Org'>;
  a.orgRoleDisables.insert({
    id: seedId(a.orgRoleDisables),
    orgId: infoCenter.id,
    roleId: roleByCode('project_manager').id,
    userIds: [],
  });

  // Supplier profiles for every supplier organisation, their commitment logs, links and category authorities.
  const typeOf: (1 | 2)[] = [2, 2, 1, 1, 1, 1, 2, 1, 2, 2];
  const banks = ['中国工商银行', '中国建设银行', '中国银行', '交通银行', '招商银行', '中国农业银行'];
  const supplierOrgs = t.orgs.all().filter((org) => org.orgType === 4);
  for (const [index, org] of supplierOrgs.entries()) {
    const extra = extraSupplierOrgs.find((entry) => entry.id === org.id);
    const auditStatus = extra ? extra.status : org.auditStatus;
    const mainUser = t.users.all().find((user) => user.orgId === org.id);
    const licence = file(`${org.orgNameZh}-营业执照.pdf`);
    const bank = faker.helpers.arrayElement(banks);
    const approved = auditStatus === 1;
    a.suppliers.insert({
      id: org.id,
      orgNameZh: org.orgNameZh,
      shortName: org.orgNameZh.replace(/(（.*?）)?(集团)?(股份)?有限公司$/, '').slice(0, 30),
      creditCode: org.creditCode as string,
      supplierType: extra ? extra.type : (typeOf[index] ?? 2),
      legalPerson: faker.person.fullName(),
      registeredCapital: faker.helpers.arrayElement([500, 1000, 2000, 3000, 5000, 10000]),
      establishDate: formatDateTime(daysFromSeedDay(-faker.number.int({ min: 1500, max: 7000 }))).slice(0, 10),
      businessScope: '办公用品、计算机及辅助设备、五金交电、劳动防护用品的销售；技术服务。',
      taxpayerType: index % 4 === 3 ? 2 : 1,
      areaCode: faker.helpers.arrayElement(['110108', '370102', '120116', '130102', '140105', '310115']),
      address: org.address,
      contactName: org.contactName,
      contactPhone: org.contactPhone,
      email: `service${index + 1}@supplier.example.com`,
      userId: mainUser?.id,
      account: mainUser?.account,
      bankName: `${bank}${faker.location.city()}分行`,
      bankAccountName: org.orgNameZh,
      bankAccount: faker.string.numeric(19),
      bankBranchNo: faker.string.numeric(12),
      auditStatus,
      ...(auditStatus === 2 && { auditRemark: '开户许可证已过期，请更新后重新提交' }),
      ...(auditStatus !== 3 && auditStatus !== 0 && { auditTime: created(-25) }),
      enable: approved ? 1 : 0,
      isCommitment: approved ? 1 : 0,
      attachments:
        auditStatus === 3
          ? []
          : [
              {
                fileId: licence.id,
                fileType: licence.fileType,
                submittedFileName: '营业执照.pdf',
                attachmentType: 1,
                expireDate: '2030-12-31',
              },
            ],
      createTime: org.createTime,
      updateTime: created(-10),
    } as Entity<'Supplier'>);
    if (approved && mainUser) {
      a.commitmentLogs.insert({
        id: seedId(a.commitmentLogs),
        supplierId: org.id,
        supplierName: org.orgNameZh,
        userId: mainUser.id,
        fullName: mainUser.fullName,
        commitmentVersion: 'V2025.1',
        isAgree: 1,
        ip: `10.${index}.${faker.number.int({ min: 1, max: 254 })}.${faker.number.int({ min: 1, max: 254 })}`,
        signTime: created(-90 + index),
      });
    }
    if (auditStatus !== 3) {
      a.bizOrgSuppliers.insert({
        id: seedId(a.bizOrgSuppliers),
        orgId: purchaserOrg.id,
        orgName: purchaserOrg.orgNameZh,
        supplierId: org.id,
        supplierName: org.orgNameZh,
        supplierType: extra ? extra.type : (typeOf[index] ?? 2),
        creditCode: org.creditCode,
        enable: approved ? 1 : 0,
        roleStr: (mainUser?.roles ?? []).map((role) => role.roleCode).join(','),
        createTime: created(-80 + index),
      });
    }
    if (approved && index < 6) {
      const categories = faker.helpers.arrayElements(leafCategories, { min: 2, max: 5 });
      a.categoryAuthorities.insert({
        id: seedId(a.categoryAuthorities),
        supplierId: org.id,
        supplierName: org.orgNameZh,
        categories: categories.map(({ id, name, path }) => ({
          categoryId: id,
          categoryName: name,
          categoryPath: path,
          level: 2,
        })),
        status: 1,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        remark: '年度框架协议供应范围',
        updateTime: created(-40 + index),
      });
    }
  }
}
