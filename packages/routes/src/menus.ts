// The menus of each role type (the tree `menu/user/{id}` answers, seeded by the mock backend) and its button
// permissions; the purchaser roles each hold a part of the purchaser menu (`purchaserRoles`). A menu entry is a page's path, named by the page's title, or a group: [名称, path or '', entries].

import { pageAt } from './pages.ts';

export type MenuEntry = string | [name: string, path: string, entries: MenuEntry[]];

export interface MenuNode {
  name: string;
  /** The page's path without its leading '/', as the server's menu nodes give it; '' for a group without a page. */
  url: string;
  children?: MenuNode[];
}

const titleOf = (path: string) => {
  const page = pageAt(path);
  if (!page) throw new Error(`A menu names ${path}, which is not a documented page`);
  return page.title;
};
const urlOf = (path: string) => path.replace(/^\//, '');

/** A menu with the names and urls the server gives its nodes. */
export const menuTree = (entries: readonly MenuEntry[]): MenuNode[] =>
  entries.map((entry) =>
    typeof entry === 'string'
      ? { name: titleOf(entry), url: urlOf(entry) }
      : { name: entry[0], url: urlOf(entry[1]), children: menuTree(entry[2]) },
  );

/** Pages reached from another page, not from the menu: in the tree with show 0, so the user may open them. */
export const hiddenNodes = (paths: readonly string[]): MenuNode[] =>
  paths.map((path) => ({ name: titleOf(path), url: urlOf(path) }));

export const supplierMenu: MenuEntry[] = [
  '/supplier-workbench',
  [
    '商品管理',
    '',
    [
      '/e-commerce-putaway',
      '/supplier-commerce-putawayt',
      '/goods-fast-shelf',
      '/supplier-open-catalogue-manager',
      '/supplier-discount-manager',
      '/supplier-ladder-manager',
      '/supplier-group-manager',
      '/supplier-brand-manager',
      '/supplier-material-manager',
      '/pro-certificate',
    ],
  ],
  [
    '竞价管理',
    '/supplier-bidding',
    [
      '/supplier-bidding-report',
      '/supplier-bidding-participate',
      '/supplier-bidding-result',
      '/supplier-bidding-contract',
      '/supplier-project-evaluate',
    ],
  ],
  [
    '反拍管理',
    '/supplier-backhand',
    [
      '/supplier-backhand-report',
      '/supplier-backhand-participate',
      '/supplier-backhand-result',
      '/supplier-backhand-contract',
    ],
  ],
  [
    '拍卖管理',
    '/supplier-auction',
    [
      '/supplier-auction-report',
      '/supplier-auction-participate',
      '/supplier-auction-result',
      '/supplier-auction-contract',
    ],
  ],
  [
    '在线寻源',
    '/supplier-sourcing',
    ['/supplier-sourcing-offer', '/supplier-sourcing-order', '/supplier-sourcing-contract', '/supplier-sourcing-test'],
  ],
  [
    '协议采购',
    '/supplier-agreement',
    [
      '/supplier-agreement-goods',
      '/supplier-agreement-order',
      '/supplier-agreement-after-sale',
      '/supplier-agreement-evaluate',
    ],
  ],
  [
    '订单管理',
    '',
    [
      '/data-center',
      '/supplier-order-failure-list',
      '/supplier-order-buy-num',
      '/supplier-after-sale',
      '/supplier-contract',
      '/bid',
    ],
  ],
  ['福利订单', '', ['/supplier-welfare-order', '/supplier-welfare-after-sale']],
  [
    '对账管理',
    '',
    [
      '/reconciliation-emall',
      '/reconciliation-localmall',
      '/create-account',
      '/account-list',
      '/local-supplier',
      '/local-supplier-other',
      '/local-supplier-invoice',
    ],
  ],
  [
    '店铺管理',
    '',
    [
      '/supplier-base-info-manage',
      '/supplier-base-info-gl',
      '/supplier-address-manager',
      ['消息中心', '/supplier-msg', ['/supplier-msg-manager']],
    ],
  ],
];

export const supplierHidden: string[] = [
  '/supplier-commerce-putawayt-add',
  '/pro-editor',
  '/join-bid',
  '/view-details',
  '/view-bid',
  '/entrust-details',
  '/offer-details',
  '/supplier-detail',
  '/local-supplier-detail',
  '/supplier-welfare-order-info',
  '/local-supplier-buy-num-detail',
  '/supplier-msg-info',
  '/supplier-bidding-info',
  '/supplier-join-bid',
  '/supplier-view-details',
  '/supplier-backhand-info',
  '/backhand-join-bid',
  '/backhand-view-details',
  '/supplier-sourcing-offer-info',
  '/supplier-sourcing-order-info',
  '/supplier-agreement-goods-add',
  '/supplier-agreement-order-detail',
  '/supplier-agreement-evaluate-info',
  '/supplier-auction-info',
  '/auction-join-bid',
  '/auction-view-details',
];

/** The supplier's button permissions, code to the name the resource tree and a refusal show. */
export const supplierButtonNames: Record<string, string> = {
  'goods:add': '新增商品',
  'goods:edit': '编辑商品',
  'goods:shelf': '商品上下架',
  'goods:aid': '设置帮扶商品',
  'goods:itemType': '设置商品类型',
  'price:promotion': '促销价设置',
  'price:ladder': '阶梯价设置',
  'price:wholesale': '批发价设置',
  'order:export': '导出订单',
  'order:deliver': '订单发货',
  'order:invoice': '上传发票',
  'order:buyNum': '修改购买数量',
  'bid:save': '投标报价',
  'bid:revoke': '撤回投标',
  'sourcing:quote': '寻源报价',
  'account:create': '生成对账单',
  'account:edit': '编辑对账单',
  'welfare:approve': '福利售后审核',
};
export const supplierButtons = Object.keys(supplierButtonNames);

/** The three project modes of the purchaser area; each mode's pages are named alike (`/purchase/{mode}-hall`). */
const projectModes = ['bidding', 'backhand', 'auction'] as const;
type ProjectMode = (typeof projectModes)[number];
const projectPages = (pages: readonly string[]) =>
  projectModes.flatMap((mode) => pages.map((page) => `/purchase/${page.replace('{m}', mode)}`));

/** A mode's menu group: the project manager's pages (the approver's and finance's are in their own groups). */
const projectGroup = (mode: ProjectMode, name: string): MenuEntry => [
  name,
  '',
  [
    `/purchase/${mode}-demand-list`,
    `/purchase/${mode}-contact`,
    `/purchase/my-${mode}`,
    `/purchase/${mode}-sign-up`,
    `/purchase/${mode}-bond`,
    `/purchase/${mode}-hall`,
    `/purchase/${mode}-calibration`,
    `/purchase/${mode}-contract`,
    `/purchase/${mode}-payment`,
  ],
];

export const purchaserMenu: MenuEntry[] = [
  '/purchase/my-platform',
  [
    '商城采购',
    '',
    [
      '/purchase/my-cart',
      '/purchase/purchase-order',
      '/purchase/order-handle',
      '/purchase/after-sales-order',
      '/purchase/my-evaluate',
      '/purchase/favorites',
      '/jd-order-manager',
    ],
  ],
  [
    '需求管理',
    '',
    [
      '/purchase/demand',
      '/purchase/demand-order',
      '/purchase/my-demand-cart',
      '/purchase/my-demand-order',
      '/purchase/demand-collect',
    ],
  ],
  ['采购计划', '', ['/purchase/purchase-plan-list', '/purchase/purchase-plan-contact', '/purchase/material-list']],
  projectGroup('bidding', '竞价采购'),
  projectGroup('backhand', '反拍采购'),
  projectGroup('auction', '拍卖管理'),
  [
    '在线寻源',
    '',
    ['/purchase/my-sourcing', '/purchase/sourcing-order', '/purchase/sourcing-contract', '/purchase/sourcing-payment'],
  ],
  ['项目评价', '', ['/purchase/project-evaluate']],
  ['公告管理', '', ['/purchase/announcement-index']],
  [
    '审批中心',
    '',
    [
      '/purchase/order-check',
      '/purchase/purchase-plan-check',
      '/purchase/sourcing-check',
      ...projectPages(['{m}-check']),
      '/purchase/announcement-check',
      '/task',
      '/done',
      '/historyOrder',
    ],
  ],
  [
    '财务管理',
    '',
    [
      '/purchaser-account-list',
      '/purchase/purchaser-payment-confirm',
      ...projectPages(['{m}-payment-confirm']),
      '/purchase/sourcing-payment-confirm',
      '/purchase/purchaser-payment',
      '/purchase/purchaser-contract',
    ],
  ],
  [
    '账户设置',
    '',
    [
      '/purchase/address-manager',
      '/purchase/jd-address-manager',
      '/purchase/invoice-manager',
      '/purchase/invoice-jd-manager',
      '/purchase/modify-password',
    ],
  ],
];

/** The sourcing pages opened from an inquiry or its order, not from the menu. */
const sourcingHidden = [
  '/purchase/my-sourcing-add',
  '/purchase/sourcing-add-list',
  '/purchase/sourcing-add-rules',
  '/purchase/sourcing-info',
  '/purchase/sourcing-sourcing-list-info',
  '/purchase/sourcing-info-two',
  '/purchase/sourcing-confirm-order',
  '/purchase/sourcing-order-info',
];

/** Purchaser pages opened from a list or an order (a record's detail, a form about one order), not from the menu. */
export const purchaserHidden: string[] = [
  '/purchase/order-info',
  '/purchase/order-detail',
  '/purchase/edit-order',
  '/purchase/order-check-detail',
  '/purchase/sourcing-sourcing-check-info',
  '/purchase/after-sales-apply',
  '/purchase/after-sales-info',
  '/purchase/after-sale-order-detail',
  '/purchase/evaluate',
  '/purchase/evaluateInfo',
  '/purchase/demand-detail',
  '/purchase/order-demand-detail',
  '/purchase/demand-collect-order-info',
  '/purchase/add-demand',
  '/purchase/demand-order-confirm',
  '/purchase/view-material',
  ...projectPages(['{m}-add', '{m}-set-rules', '{m}-hall-info', '{m}-contract-info']),
  ...sourcingHidden,
];

/**
 * Every button permission of the purchaser roles (the unit administrator's template holds them all), code to the name
 * the resource tree and a refusal show.
 */
export const purchaserButtonNames: Record<string, string> = {
  'cart:order': '购物车下单',
  'cart:add': '加入购物车',
  'order:cancel': '取消订单',
  'order:receive': '确认收货',
  'order:edit': '修改订单',
  'order:invoice': '申请开票',
  'order:return': '申请售后',
  'order:export': '导出订单',
  'order:check': '订单审批',
  'plan:add': '新增采购计划',
  'plan:check': '采购计划审批',
  'demand:add': '新增需求',
  'sourcing:add': '发起寻源',
  'bidding:add': '发起竞价',
  'evaluate:add': '评价订单',
};
export const purchaserButtons = Object.keys(purchaserButtonNames);

/** The purchaser roles every purchasing organisation has, by role code. */
export const purchaserRoleCodes = ['purchaser', 'project_manager', 'approver', 'finance'] as const;
export type PurchaserRoleCode = (typeof purchaserRoleCodes)[number];

/** What a role holds of the purchaser area: its pages (in the menu or opened from another page) and its buttons. */
export interface RoleGrant {
  pages: readonly string[];
  buttons: readonly string[];
}

/** Every purchaser's: the workbench home and the password. */
const everyPurchaser = ['/purchase/my-platform', '/purchase/modify-password'];

/** The project manager's pages of every project mode: from the demand to the payment's application. */
const managed = new Set([
  ...projectPages([
    '{m}-demand-list',
    '{m}-contact',
    '{m}-add',
    '{m}-set-rules',
    'my-{m}',
    '{m}-sign-up',
    '{m}-bond',
    '{m}-hall',
    '{m}-hall-info',
    '{m}-calibration',
    '{m}-contract',
    '{m}-contract-info',
    '{m}-payment',
  ]),
  // Online sourcing is run by the project manager as the projects are: from the inquiry to the payment's application.
  '/purchase/my-sourcing',
  '/purchase/sourcing-order',
  '/purchase/sourcing-contract',
  '/purchase/sourcing-payment',
  ...sourcingHidden,
  '/purchase/project-evaluate',
]);

/** The hidden pages of approving alone. */
const approverOnly = ['/purchase/order-check-detail', '/purchase/sourcing-sourcing-check-info'];

/** Approving orders, plans, sourcing and notices, with the organisation's orders to read (not to act on). */
const approving: RoleGrant = {
  pages: [
    ...everyPurchaser,
    '/purchase/purchase-order',
    '/purchase/order-detail',
    '/purchase/announcement-index',
    '/purchase/order-check',
    '/purchase/order-check-detail',
    '/purchase/purchase-plan-check',
    '/purchase/sourcing-check',
    '/purchase/sourcing-sourcing-check-info',
    '/purchase/announcement-check',
    '/task',
    '/done',
    // Orders are approved on the purchaser's 订单审批 (/purchase/order-check); the workflow's list of them would be
    // a second 订单审批 in the same menu.
    '/historyOrder',
  ],
  buttons: ['order:check', 'plan:check', 'order:export'],
};

/**
 * Which purchaser role holds which pages and buttons, declared once: the mock backend assigns each seeded role these
 * resources (as an administrator would on the role pages), and the menu call answers a user the union of the roles
 * held. A page is a role's when the role does its main actions (the spec's `x-roles`: 付款确认 is finance's alone).
 */
export const purchaserRoles: Record<PurchaserRoleCode, RoleGrant> = {
  /** The buyer: buys in the mall, runs demand, plans and projects, and asks finance to pay contracts. */
  purchaser: {
    pages: [
      ...everyPurchaser,
      '/purchase/my-cart',
      '/purchase/purchase-order',
      '/purchase/order-handle',
      '/purchase/after-sales-order',
      '/purchase/my-evaluate',
      '/purchase/favorites',
      '/jd-order-manager',
      '/purchase/demand',
      '/purchase/demand-order',
      '/purchase/my-demand-cart',
      '/purchase/my-demand-order',
      '/purchase/demand-collect',
      '/purchase/purchase-plan-list',
      '/purchase/purchase-plan-contact',
      '/purchase/material-list',
      '/purchase/announcement-index',
      '/purchase/purchaser-contract',
      '/purchase/address-manager',
      '/purchase/jd-address-manager',
      '/purchase/invoice-manager',
      '/purchase/invoice-jd-manager',
      // Every page opened from a record, but the approver's and the project manager's.
      ...purchaserHidden.filter((path) => !approverOnly.includes(path) && !managed.has(path)),
    ],
    buttons: [
      'cart:order',
      'cart:add',
      'order:cancel',
      'order:receive',
      'order:edit',
      'order:invoice',
      'order:return',
      'order:export',
      'plan:add',
      'demand:add',
      'evaluate:add',
    ],
  },
  /** The project manager: starts, runs and decides bidding, backhand and auction projects, and approves as approvers do. */
  project_manager: {
    pages: [...approving.pages, ...managed],
    buttons: [...approving.buttons, 'bidding:add', 'sourcing:add'],
  },
  /** The approver: approves orders, plans, sourcing, notices and projects. */
  approver: { pages: [...approving.pages, ...projectPages(['{m}-check'])], buttons: approving.buttons },
  /** Finance: confirms the payments buyers ask for, keeps their log and confirms the statements. */
  finance: {
    pages: [
      ...everyPurchaser,
      '/purchaser-account-list',
      '/purchase/purchaser-payment-confirm',
      '/purchase/purchaser-payment',
      ...projectPages(['{m}-payment-confirm']),
      '/purchase/sourcing-payment-confirm',
    ],
    buttons: [],
  },
};

const isPurchaserRole = (code: string): code is PurchaserRoleCode =>
  (purchaserRoleCodes as readonly string[]).includes(code);

/** The pages the purchaser roles `codes` hold together (codes of other roles hold none). */
export function purchaserPagesOf(codes: readonly string[]): Set<string> {
  return new Set(codes.filter(isPurchaserRole).flatMap((code) => purchaserRoles[code].pages));
}

/** The buttons the purchaser roles `codes` hold together, in the order of `purchaserButtons`. */
export function purchaserButtonsOf(codes: readonly string[]): string[] {
  const held = new Set(codes.filter(isPurchaserRole).flatMap((code) => purchaserRoles[code].buttons));
  return purchaserButtons.filter((button) => held.has(button));
}

/** A menu with only the pages `holds`, and without the groups left with none. */
export function menuHolding(entries: readonly MenuEntry[], holds: (path: string) => boolean): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (typeof entry === 'string') return holds(entry) ? [entry] : [];
    const [name, path, children] = entry;
    const kept = menuHolding(children, holds);
    return kept.length > 0 || (path && holds(path)) ? [[name, path, kept]] : [];
  });
}

/** The purchaser menu of a user holding the roles `codes`: the union of what each holds, in the menu's order. */
export function purchaserMenuOf(codes: readonly string[]): MenuEntry[] {
  const held = purchaserPagesOf(codes);
  return menuHolding(purchaserMenu, (path) => held.has(path));
}

/** The purchaser pages outside the menu that the roles `codes` may open. */
export const purchaserHiddenOf = (codes: readonly string[]): string[] => {
  const held = purchaserPagesOf(codes);
  return purchaserHidden.filter((path) => held.has(path));
};

export const adminMenu: MenuEntry[] = [
  '/workbench',
  [
    '组织与用户',
    '',
    [
      '/organization',
      '/organization2',
      '/users',
      '/users2',
      '/purchaser-users',
      '/supplier-users',
      '/admin-users',
      '/audit',
      '/purchase-approve',
      '/purchaser-register',
      '/distribution-users',
      '/distribution-purchaser-users',
      '/bind',
    ],
  ],
  [
    '角色与权限',
    '',
    [
      '/role',
      '/role-admin',
      '/role-purchaser',
      '/role-supplier',
      '/resources-manager',
      '/resources-manager-admin',
      '/resources-manager-purchaser',
      '/resources-manager-supplier',
      '/disable-supplier-role',
      '/commodity-jurisdiction-manager',
    ],
  ],
  [
    '商品管理',
    '',
    [
      '/online-commodity-management',
      '/local-supplier-commodity-management',
      '/catalogue-manager',
      '/brand-manager',
      '/material-manager',
      '/standardized-commodity-library',
      '/product-listing-rules',
      '/item-set',
      '/commodity-set',
      '/set-log',
      '/priceUpdate',
      '/upDown',
      '/goodsReport',
    ],
  ],
  ['价格管理', '', ['/discount-manager', '/group-manager', '/ladder-manager', '/priceDiscount', '/priceDetail']],
  [
    '供应商治理',
    '',
    [
      '/violation-record',
      '/violation-commitment',
      '/violation-commitment-edit',
      '/online-supplier-manager',
      '/supplier-tag-manager',
      '/supplier-score',
      '/supplier-score-statistics',
    ],
  ],
  ['订单管理', '', ['/order-manager', '/order-failure-list', '/after-sale', '/admin-evaluate']],
  [
    '协议采购',
    '',
    [
      '/admin-agreement',
      '/admin-agreement-goods',
      '/admin-agreement-order',
      '/admin-agreement-after-sale',
      '/admin-agreement-evaluate',
    ],
  ],
  [
    '对账管理',
    '',
    [
      '/supplierReconciliation',
      '/supplierReconciliationSelect',
      '/pmReconciliation',
      '/pmReconciliationSelect',
      '/buyerReconciliation',
      '/buyerReconciliationSelect',
      '/generate-record',
      '/trigger-record',
      '/record-result',
    ],
  ],
  ['结算与发票', '', ['/supplierManage', '/buyerManage', '/invoice', '/system-invoice', '/paper']],
  ['项目管理', '', ['/project-manager', '/entrusted-manager', '/admin-contract']],
  [
    '竞价采购',
    '',
    [
      '/bidding-procurement-management',
      '/bidding_demand',
      '/bidding_project',
      '/bidding_non_min_price_project',
      '/bidding_result',
      '/bidding-admin-contract',
    ],
  ],
  [
    '反拍采购',
    '',
    [
      '/backhand-management',
      '/backhand-demand',
      '/backhand-project',
      '/backhand-non-min-price-project',
      '/backhand-result',
      '/backhand-admin-contract',
    ],
  ],
  [
    '拍卖与寻源',
    '',
    ['/auction-project', '/auction-admin-contract', '/sourcing-manager-offer', '/sourcing-admin-contract'],
  ],
  [
    '审批流',
    '',
    ['/home', '/activiti', '/definition', '/task', '/done', '/taskAll', '/leaveAll', '/activitiOrder', '/historyOrder'],
  ],
  [
    '统计分析',
    '',
    [
      '/data-cockpit',
      '/cockpit',
      '/statistical-dashboard',
      '/monthly-direct-purchase',
      '/monthly-bidding-purchase',
      '/unit-procurement-statistics',
      '/procurement-item-statistics',
      '/quoted-price',
      '/supplier-quote-details',
      '/supplier-join-statistics',
      '/comprehensive-statistics',
      '/commodity-turnover-ranking',
      '/local-suppliers-ranking',
      '/e-commerce-trading-ranking',
      '/transaction-data-details',
      '/traded-items-details',
      '/bid-back-sourcing-details',
      '/commerce-transaction-statistics',
      '/eshop-details',
      '/login-trend-chart',
      '/supplier-login-details',
      '/duplicate-ip-statistics',
    ],
  ],
  [
    '内容与系统',
    '',
    [
      '/announcement-manager',
      '/banner-manager',
      '/floor-manager',
      '/productarea-manager',
      '/category-square',
      '/selected-categories',
      '/characteristic-manager',
      '/information-manager',
      '/platform-rule',
      '/prohibit-words-manager',
      '/msg-manager',
    ],
  ],
  [
    '采购配置',
    '',
    [
      '/procurement-branch-manager',
      '/affiliate-branch-manager',
      '/procurement-limit-manager',
      '/freight-manager',
      '/account-manager',
    ],
  ],
  [
    '系统设置',
    '',
    [
      '/dict',
      '/biz-dict',
      '/coding-rules-manager',
      '/holiday-manager',
      '/system-tenant',
      '/template-manager-admin',
      '/customer-service-manager',
      '/handbooks',
      '/introduction',
      '/log-manager',
      '/errorInfo',
    ],
  ],
  ['福利管理', '', ['/welfare-activity', '/welfare-order', '/welfare-users', '/welfare-rule', '/welfare-category']],
];

/** Administrator pages reached from another page (an edit page opened from its list); /leave lists what /done does. */
export const adminHidden: string[] = [
  '/admin',
  '/admin-material-edit',
  '/add-msg',
  '/msg-info',
  '/leave',
  '/project-manager-info',
  '/sourcing-manager-offer-info',
  '/welfare-activity-users',
  '/welfare-activity-user-orders',
];

/** The administrator's button permissions, code to the name the resource tree and a refusal show. */
export const adminButtonNames: Record<string, string> = {
  'user:add': '新增用户',
  'user:edit': '编辑用户',
  'user:unlock': '解锁用户',
  'supplier:approve': '供应商审核',
  'role:add': '新增角色',
  'role:edit': '编辑角色',
  'role:delete': '删除角色',
  'goods:state': '商品状态管理',
  'goods:aid': '设置帮扶商品',
  'workflow:deploy': '部署流程',
  'dict:edit': '编辑字典',
};
export const adminButtons = Object.keys(adminButtonNames);

export const welfareMenu: MenuEntry[] = ['/welfare-user-activities', '/welfare-user-activity-orders'];
