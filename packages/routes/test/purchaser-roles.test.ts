import { describe, expect, it } from 'vitest';
import {
  type MenuEntry,
  mayOpenPage,
  purchaserButtons,
  purchaserButtonsOf,
  purchaserHidden,
  purchaserHiddenOf,
  purchaserMenu,
  purchaserMenuOf,
  purchaserRoleCodes,
  purchaserRoles,
} from '../src/index.ts';

/** The pages of a menu, groups left out. */
const pagesOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => (typeof entry === 'string' ? [entry] : pagesOf(entry[2])));
/** The groups of a menu, by name. */
const groupsOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) => (typeof entry === 'string' ? [] : [entry[0]]));

describe('the purchaser roles', () => {
  it('hold pages of the purchaser menu and its hidden pages only, and buttons of the purchaser’s', () => {
    const known = new Set([...pagesOf(purchaserMenu), ...purchaserHidden]);
    for (const code of purchaserRoleCodes) {
      expect(purchaserRoles[code].pages.filter((path) => !known.has(path))).toEqual([]);
      expect(purchaserRoles[code].pages.filter((path) => !mayOpenPage(path, [2]))).toEqual([]);
      expect(purchaserRoles[code].buttons.filter((button) => !purchaserButtons.includes(button))).toEqual([]);
    }
  });

  it('leave no page of the purchaser menu to nobody', () => {
    const held = new Set(purchaserRoleCodes.flatMap((code) => purchaserRoles[code].pages));
    expect([...pagesOf(purchaserMenu), ...purchaserHidden].filter((path) => !held.has(path))).toEqual([]);
  });

  it('give the buyer buying: cart, orders, after-sale, evaluation, plans, demand, addresses, invoices and contracts', () => {
    const menu = purchaserMenuOf(['purchaser']);
    expect(groupsOf(menu)).toEqual(['商城采购', '需求管理', '采购计划', '公告管理', '财务管理', '账户设置']);
    const pages = pagesOf(menu);
    expect(pages).toEqual(
      expect.arrayContaining([
        '/purchase/my-platform',
        '/purchase/my-cart',
        '/purchase/purchase-order',
        '/purchase/after-sales-order',
        '/purchase/my-evaluate',
        '/purchase/favorites',
        '/purchase/purchase-plan-list',
        '/purchase/material-list',
        '/purchase/demand',
        '/purchase/address-manager',
        '/purchase/invoice-manager',
        '/purchase/purchaser-contract',
        '/purchase/modify-password',
      ]),
    );
    for (const other of [
      '/purchase/purchaser-payment-confirm',
      '/purchase/purchaser-payment',
      '/purchase/announcement-check',
      '/purchase/order-check',
      '/purchase/purchase-plan-check',
    ])
      expect(pages).not.toContain(other);
    expect(purchaserHiddenOf(['purchaser'])).toContain('/purchase/order-detail');
    expect(purchaserHiddenOf(['purchaser'])).not.toContain('/purchase/order-check-detail');
    expect(purchaserButtonsOf(['purchaser'])).toEqual(expect.arrayContaining(['cart:order', 'order:cancel']));
    expect(purchaserButtonsOf(['purchaser'])).not.toContain('order:check');
  });

  const modes = ['bidding', 'backhand', 'auction'];
  const ofModes = (...pages: string[]) =>
    modes.flatMap((mode) => pages.map((page) => `/purchase/${page.replace('{m}', mode)}`));

  it('give the approver and the project manager the approvals and the organisation’s orders to read', () => {
    for (const code of ['approver', 'project_manager']) {
      const menu = purchaserMenuOf([code]);
      expect(groupsOf(menu)).toEqual(
        code === 'approver'
          ? ['商城采购', '公告管理', '审批中心', '账户设置']
          : [
              '商城采购',
              '竞价采购',
              '反拍采购',
              '拍卖管理',
              '在线寻源',
              '项目评价',
              '公告管理',
              '审批中心',
              '账户设置',
            ],
      );
      const managed = /bidding|backhand|auction|my-sourcing|sourcing-(order|contract|payment)|project-evaluate/;
      expect(pagesOf(menu).filter((page) => !page.match(managed))).toEqual([
        '/purchase/my-platform',
        '/purchase/purchase-order',
        '/purchase/announcement-index',
        '/purchase/order-check',
        '/purchase/purchase-plan-check',
        '/purchase/sourcing-check',
        '/purchase/announcement-check',
        '/task',
        '/done',
        '/historyOrder',
        '/purchase/modify-password',
      ]);
      expect(purchaserHiddenOf([code]).slice(0, 2)).toEqual(['/purchase/order-detail', '/purchase/order-check-detail']);
    }
    expect(purchaserButtonsOf(['approver'])).toEqual(['order:export', 'order:check', 'plan:check']);
    expect(purchaserButtonsOf(['project_manager'])).toEqual([
      'order:export',
      'order:check',
      'plan:check',
      'sourcing:add',
      'bidding:add',
    ]);
  });

  it('give the project manager every project’s pages from the form to the payment, and its approval to the approver alone', () => {
    const manager = [...pagesOf(purchaserMenuOf(['project_manager'])), ...purchaserHiddenOf(['project_manager'])];
    expect(manager).toEqual(
      expect.arrayContaining(
        ofModes('{m}-add', '{m}-set-rules', 'my-{m}', '{m}-sign-up', '{m}-bond', '{m}-hall-info', '{m}-contract-info'),
      ),
    );
    for (const page of ofModes('{m}-check', '{m}-payment-confirm')) expect(manager).not.toContain(page);
    expect(pagesOf(purchaserMenuOf(['approver']))).toEqual(expect.arrayContaining(ofModes('{m}-check')));
    expect(pagesOf(purchaserMenuOf(['purchaser'])).filter((page) => page.match(/bidding|backhand|auction/))).toEqual(
      [],
    );
  });

  it('give the project manager online sourcing from the inquiry to the payment, its approval to the approvers', () => {
    const sourcing = [
      '/purchase/my-sourcing',
      '/purchase/my-sourcing-add',
      '/purchase/sourcing-add-list',
      '/purchase/sourcing-add-rules',
      '/purchase/sourcing-info',
      '/purchase/sourcing-sourcing-list-info',
      '/purchase/sourcing-info-two',
      '/purchase/sourcing-confirm-order',
      '/purchase/sourcing-order',
      '/purchase/sourcing-order-info',
      '/purchase/sourcing-contract',
      '/purchase/sourcing-payment',
    ];
    const held = (code: string) => [...pagesOf(purchaserMenuOf([code])), ...purchaserHiddenOf([code])];
    expect(held('project_manager')).toEqual(expect.arrayContaining(sourcing));
    for (const code of ['purchaser', 'approver', 'finance'])
      expect(held(code).filter((page) => sourcing.includes(page))).toEqual([]);
    expect(held('approver')).toEqual(
      expect.arrayContaining(['/purchase/sourcing-check', '/purchase/sourcing-sourcing-check-info']),
    );
    expect(held('finance')).toContain('/purchase/sourcing-payment-confirm');
  });

  it('give finance the payments to confirm, their log and the statements', () => {
    const menu = purchaserMenuOf(['finance']);
    expect(menu).toEqual([
      '/purchase/my-platform',
      [
        '财务管理',
        '',
        [
          '/purchaser-account-list',
          '/purchase/purchaser-payment-confirm',
          ...ofModes('{m}-payment-confirm'),
          '/purchase/sourcing-payment-confirm',
          '/purchase/purchaser-payment',
        ],
      ],
      ['账户设置', '', ['/purchase/modify-password']],
    ]);
    expect(purchaserHiddenOf(['finance'])).toEqual([]);
    expect(purchaserButtonsOf(['finance'])).toEqual([]);
  });

  it('give a user of several roles the union of their menus, in the menu’s order, each page once', () => {
    const both = purchaserMenuOf(['purchaser', 'finance']);
    const pages = pagesOf(both);
    expect(pages.filter((path, index) => pages.indexOf(path) !== index)).toEqual([]);
    expect(new Set(pages)).toEqual(
      new Set([...pagesOf(purchaserMenuOf(['purchaser'])), ...pagesOf(purchaserMenuOf(['finance']))]),
    );
    expect(both.find((entry) => entry[0] === '财务管理')).toEqual([
      '财务管理',
      '',
      [
        '/purchaser-account-list',
        '/purchase/purchaser-payment-confirm',
        ...ofModes('{m}-payment-confirm'),
        '/purchase/sourcing-payment-confirm',
        '/purchase/purchaser-payment',
        '/purchase/purchaser-contract',
      ],
    ]);
    expect(purchaserButtonsOf(['approver', 'purchaser'])).toContain('order:check');
    // Every purchaser role together holds the whole purchaser menu; a role of another type holds none of it.
    expect(purchaserMenuOf(purchaserRoleCodes)).toEqual(purchaserMenu);
    expect(purchaserMenuOf(['supplier', 'platform_admin'])).toEqual([]);
  });
});
