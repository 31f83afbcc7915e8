import type { Faker } from '@faker-js/faker';
import { seededPassword } from '../../config.ts';
import type { Entity } from '../../engine/entities.ts';
import { daysFromSeedDay, formatDateTime, seedId } from '../../engine/random.ts';
import {
  adminButtons,
  adminMenu,
  type MenuEntry,
  purchaserButtons,
  purchaserMenu,
  supplierButtons,
  supplierHidden,
  supplierMenu,
  welfareMenu,
} from './menus.ts';
import { accountTables as t } from './tables.ts';

/** Role types of the platform (roles.yaml#/RoleType). */
export const roleType = { admin: 1, purchaser: 2, supplier: 3, welfare: 4 } as const;

import { type SeededRole, seededAccounts } from './seeded-accounts.ts';

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

async function seedResources(menu: MenuEntry[], type: number, buttons: string[], hidden: [string, string][] = []) {
  const ids: string[] = [];
  const add = async (entries: MenuEntry[], parentId: string) => {
    for (const [index, [name, url, children]] of entries.entries()) {
      const id = seedId();
      ids.push(id);
      await t.resources.insert({
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
  await add(menu, '0');
  for (const [index, [name, url]] of hidden.entries()) {
    const id = seedId();
    ids.push(id);
    await t.resources.insert({
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
  for (const [index, code] of buttons.entries()) {
    const id = seedId();
    ids.push(id);
    await t.resources.insert({
      id,
      parentId: '0',
      name: code,
      resourceType: 2,
      roleType: type,
      code,
      show: 0,
      sort: 200 + index,
    } as Entity<'Resource'>);
  }
  return ids;
}

async function seedOrg(fields: Partial<Entity<'Org'>> & Pick<Entity<'Org'>, 'orgNameZh' | 'orgType'>) {
  const id = seedId();
  await t.orgs.insert({
    id,
    parentId: '0',
    auditStatus: 1,
    status: 1,
    createTime: formatDateTime(daysFromSeedDay(-400)),
    ...fields,
  } as Entity<'Org'>);
  return id;
}

export async function seedAccounts(faker: Faker) {
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
    [roleType.admin]: await seedResources(adminMenu, roleType.admin, adminButtons),
    [roleType.purchaser]: await seedResources(purchaserMenu, roleType.purchaser, purchaserButtons),
    [roleType.supplier]: await seedResources(supplierMenu, roleType.supplier, supplierButtons, supplierHidden),
    [roleType.welfare]: await seedResources(welfareMenu, roleType.welfare, []),
  };

  const roleIds = {} as Record<SeededRole, string>;
  for (const [key, role] of Object.entries(roleDefinitions) as [SeededRole, (typeof roleDefinitions)[SeededRole]][]) {
    const id = seedId();
    roleIds[key] = id;
    await t.roles.insert({
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
    await t.roleAuthorities.insert({ id: seedId(), roleId: id, resourceIds: menus[role.type as keyof typeof menus] });
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
    const id = seedId();
    const orgId = orgOf[role];
    await t.users.insert({
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
    await t.credentials.insert({ id, password: seededPassword, failedLogins: 0 });
    if (definition.type === roleType.purchaser) purchaserUserIds.push(id);
    return id;
  };
  for (const { account, fullName, role } of seededAccounts) await addUser(account, fullName, role);
  for (let i = 2; i <= 20; i++)
    await addUser(`caigou${String(i).padStart(2, '0')}`, faker.person.fullName(), 'purchaser');
}
