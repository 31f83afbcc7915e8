// The server's menu resources per role type: the tree `menu/user/{id}` answers, with the button permissions.
// Entries are [名称, url, children?]; a url of '' is a group. Routes follow the documents (01 §2, 02 §2).

export type MenuEntry = [name: string, url: string, children?: MenuEntry[]];
/** Pages reached from another page, not from the menu: in the tree with show 0, so the user may open them. */
export type HiddenEntry = [name: string, url: string];

export const supplierMenu: MenuEntry[] = [
  ['工作台', 'supplier-workbench'],
  [
    '商品管理',
    '',
    [
      ['商品列表', 'e-commerce-putaway'],
      ['自营商品上架', 'supplier-commerce-putawayt'],
      ['快速上架', 'goods-fast-shelf'],
      ['有效类目', 'supplier-open-catalogue-manager'],
      ['促销商品', 'supplier-discount-manager'],
      ['阶梯价商品', 'supplier-ladder-manager'],
      ['团购商品', 'supplier-group-manager'],
      ['品牌管理', 'supplier-brand-manager'],
      ['物料管理', 'supplier-material-manager'],
      ['项目报名资质', 'pro-certificate'],
    ],
  ],
  [
    '竞价管理',
    'supplier-bidding',
    [
      ['报名及缴纳保证金', 'supplier-bidding-report'],
      ['参与竞价', 'supplier-bidding-participate'],
      ['竞价结果', 'supplier-bidding-result'],
      ['竞价合同', 'supplier-bidding-contract'],
      ['项目评价', 'supplier-project-evaluate'],
    ],
  ],
  [
    '反拍管理',
    'supplier-backhand',
    [
      ['报名及缴纳保证金', 'supplier-backhand-report'],
      ['参与反拍', 'supplier-backhand-participate'],
      ['反拍结果', 'supplier-backhand-result'],
      ['反拍合同', 'supplier-backhand-contract'],
    ],
  ],
  [
    '拍卖管理',
    'supplier-auction',
    [
      ['报名及缴纳保证金', 'supplier-auction-report'],
      ['参与拍卖', 'supplier-auction-participate'],
      ['拍卖结果', 'supplier-auction-result'],
      ['拍卖合同', 'supplier-auction-contract'],
    ],
  ],
  [
    '在线寻源',
    'supplier-sourcing',
    [
      ['询价报价', 'supplier-sourcing-offer'],
      ['寻源订单', 'supplier-sourcing-order'],
      ['寻源合同', 'supplier-sourcing-contract'],
      ['寻源测试', 'supplier-sourcing-test'],
    ],
  ],
  [
    '协议采购',
    'supplier-agreement',
    [
      ['协议商品', 'supplier-agreement-goods'],
      ['协议订单', 'supplier-agreement-order'],
      ['协议售后', 'supplier-agreement-after-sale'],
      ['协议评价', 'supplier-agreement-evaluate'],
    ],
  ],
  [
    '订单管理',
    '',
    [
      ['直购订单', 'data-center'],
      ['失败订单', 'supplier-order-failure-list'],
      ['订单变更管理', 'supplier-order-buy-num'],
      ['售后管理', 'supplier-after-sale'],
      ['供应商合同', 'supplier-contract'],
      ['项目询价', 'bid'],
    ],
  ],
  [
    '福利订单',
    '',
    [
      ['福利订单', 'supplier-welfare-order'],
      ['福利售后审批', 'supplier-welfare-after-sale'],
    ],
  ],
  [
    '对账管理',
    '',
    [
      ['电商对账', 'reconciliation-emall'],
      ['本地商城对账', 'reconciliation-localmall'],
      ['生成对账单', 'create-account'],
      ['对账单列表', 'account-list'],
      ['本地供应商结算', 'local-supplier'],
      ['已匹配结算单', 'local-supplier-other'],
      ['电子发票', 'local-supplier-invoice'],
    ],
  ],
  [
    '店铺管理',
    '',
    [
      ['基本信息', 'supplier-base-info-manage'],
      ['店铺管理', 'supplier-base-info-gl'],
      ['收货地址', 'supplier-address-manager'],
      ['消息中心', 'supplier-msg', [['消息管理', 'supplier-msg-manager']]],
    ],
  ],
];

export const supplierHidden: HiddenEntry[] = [
  ['新增自营商品', 'supplier-commerce-putawayt-add'],
  ['项目资质编辑', 'pro-editor'],
  ['参与竞价', 'join-bid'],
  ['查看详情', 'view-details'],
  ['成交结果', 'view-bid'],
  ['委托详情', 'entrust-details'],
  ['历史报价详情', 'offer-details'],
  ['供应商详情', 'supplier-detail'],
  ['本地供应商详情', 'local-supplier-detail'],
  ['福利订单详情', 'supplier-welfare-order-info'],
  ['购买数量变更详情', 'local-supplier-buy-num-detail'],
  ['消息详情', 'supplier-msg-info'],
  ['竞价详情', 'supplier-bidding-info'],
  ['竞价出价', 'supplier-join-bid'],
  ['竞价查看', 'supplier-view-details'],
  ['反拍详情', 'supplier-backhand-info'],
  ['反拍出价', 'backhand-join-bid'],
  ['反拍查看', 'backhand-view-details'],
  ['寻源报价详情', 'supplier-sourcing-offer-info'],
  ['寻源订单详情', 'supplier-sourcing-order-info'],
  ['新增协议商品', 'supplier-agreement-goods-add'],
  ['协议订单详情', 'supplier-agreement-order-detail'],
  ['协议评价详情', 'supplier-agreement-evaluate-info'],
  ['拍卖详情', 'supplier-auction-info'],
  ['拍卖出价', 'auction-join-bid'],
  ['拍卖查看', 'auction-view-details'],
];

export const supplierButtons = [
  'goods:add',
  'goods:edit',
  'goods:shelf',
  'goods:aid',
  'goods:itemType',
  'price:promotion',
  'price:ladder',
  'price:wholesale',
  'order:export',
  'order:deliver',
  'order:invoice',
  'order:buyNum',
  'bid:save',
  'bid:revoke',
  'sourcing:quote',
  'account:create',
  'account:edit',
  'welfare:approve',
];

export const purchaserMenu: MenuEntry[] = [
  ['我的平台', 'purchase/my-platform'],
  [
    '商城采购',
    '',
    [
      ['我的购物车', 'purchase/my-cart'],
      ['采购订单', 'purchase/purchase-order'],
      ['订单处理', 'purchase/order-handle'],
      ['售后订单', 'purchase/after-sales-order'],
      ['我的评价', 'purchase/my-evaluate'],
      ['我的收藏', 'purchase/favorites'],
      ['京东订单', 'jd-order-manager'],
    ],
  ],
  [
    '需求管理',
    '',
    [
      ['需求列表', 'purchase/demand'],
      ['需求订单', 'purchase/demand-order'],
      ['我的需求车', 'purchase/my-demand-cart'],
      ['我的需求订单', 'purchase/my-demand-order'],
      ['需求汇总', 'purchase/demand-collect'],
    ],
  ],
  [
    '采购计划',
    '',
    [
      ['采购计划', 'purchase/purchase-plan-list'],
      ['计划审批', 'purchase/purchase-plan-check'],
      ['物料清单', 'purchase/material-list'],
    ],
  ],
  [
    '竞价采购',
    '',
    [
      ['竞价需求', 'purchase/bidding-demand-list'],
      ['我的竞价', 'purchase/my-bidding'],
      ['我的成交', 'purchase/bidding-calibration'],
      ['报名审核', 'purchase/bidding-sign-up'],
      ['保证金审核', 'purchase/bidding-bond'],
      ['竞价合同', 'purchase/bidding-contract'],
      ['竞价大厅', 'purchase/bidding-hall'],
    ],
  ],
  [
    '在线寻源',
    '',
    [
      ['我的寻源', 'purchase/my-sourcing'],
      ['寻源订单', 'purchase/sourcing-order'],
      ['寻源审核', 'purchase/sourcing-check'],
      ['寻源合同', 'purchase/sourcing-contract'],
    ],
  ],
  [
    '审批中心',
    '',
    [
      ['订单审批', 'purchase/order-check'],
      ['公告审核', 'purchase/announcement-check'],
      ['待办任务', 'task'],
      ['已办任务', 'done'],
    ],
  ],
  [
    '财务管理',
    '',
    [
      ['对账单', 'purchaser-account-list'],
      ['付款确认', 'purchase/purchaser-payment-confirm'],
      ['付款', 'purchase/purchaser-payment'],
      ['采购合同', 'purchase/purchaser-contract'],
    ],
  ],
  [
    '账户设置',
    '',
    [
      ['收货地址', 'purchase/address-manager'],
      ['京东收货地址', 'purchase/jd-address-manager'],
      ['发票管理', 'purchase/invoice-manager'],
      ['京东发票', 'purchase/invoice-jd-manager'],
      ['修改密码', 'purchase/modify-password'],
    ],
  ],
];

export const purchaserButtons = [
  'cart:order',
  'order:cancel',
  'order:return',
  'order:export',
  'order:check',
  'plan:add',
  'plan:check',
  'demand:add',
  'sourcing:add',
  'bidding:add',
  'evaluate:add',
];

export const adminMenu: MenuEntry[] = [
  ['管理工作台', 'workbench'],
  [
    '组织与用户',
    '',
    [
      ['组织机构', 'organization'],
      ['采购用户', 'purchaser-users'],
      ['供应商用户', 'supplier-users'],
      ['管理员', 'admin-users'],
      ['供应商审核', 'audit'],
      ['采购人审核', 'purchase-approve'],
    ],
  ],
  [
    '角色与权限',
    '',
    [
      ['角色管理', 'role'],
      ['资源管理', 'resources-manager'],
    ],
  ],
  [
    '商品管理',
    '',
    [
      ['线上商品', 'online-commodity-management'],
      ['本地供应商商品', 'local-supplier-commodity-management'],
      ['类目管理', 'catalogue-manager'],
      ['品牌管理', 'brand-manager'],
      ['物料管理', 'material-manager'],
      ['价格变动', 'priceUpdate'],
      ['上下架记录', 'upDown'],
    ],
  ],
  [
    '订单管理',
    '',
    [
      ['订单管理', 'order-manager'],
      ['失败订单', 'order-failure-list'],
      ['售后管理', 'after-sale'],
      ['评价管理', 'admin-evaluate'],
    ],
  ],
  [
    '项目管理',
    '',
    [
      ['竞价项目', 'bidding-procurement-management'],
      ['反拍项目', 'backhand-management'],
      ['拍卖项目', 'auction-project'],
      ['寻源报价', 'sourcing-manager-offer'],
    ],
  ],
  [
    '审批流',
    '',
    [
      ['绘制审批流', 'activiti'],
      ['流程定义', 'definition'],
      ['待办任务', 'task'],
      ['全部任务', 'taskAll'],
    ],
  ],
  [
    '统计分析',
    '',
    [
      ['统计看板', 'statistical-dashboard'],
      ['数据驾驶舱', 'data-cockpit'],
      ['商品成交排行', 'commodity-turnover-ranking'],
      ['月度直购统计', 'monthly-direct-purchase'],
    ],
  ],
  [
    '内容与系统',
    '',
    [
      ['公告管理', 'announcement-manager'],
      ['轮播图', 'banner-manager'],
      ['楼层管理', 'floor-manager'],
      ['数据字典', 'dict'],
      ['业务字典', 'biz-dict'],
      ['日志管理', 'log-manager'],
      ['消息管理', 'msg-manager'],
    ],
  ],
  [
    '福利管理',
    '',
    [
      ['福利活动', 'welfare-activity'],
      ['福利订单', 'welfare-order'],
      ['福利用户', 'welfare-users'],
    ],
  ],
];

export const adminButtons = [
  'user:add',
  'user:edit',
  'user:unlock',
  'supplier:approve',
  'role:add',
  'role:edit',
  'role:delete',
  'goods:state',
  'goods:aid',
  'workflow:deploy',
  'dict:edit',
];

export const welfareMenu: MenuEntry[] = [
  ['福利活动', 'welfare-user-activities'],
  ['我的福利订单', 'welfare-user-activity-orders'],
];
