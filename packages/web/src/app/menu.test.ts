import { expect, it } from 'vitest';
import { type MenuNode, menuRoutes, visibleMenu } from './menu.ts';

const node = (url: string, name: string, show: 0 | 1 = 1, children: MenuNode[] = []): MenuNode => ({
  id: name,
  parentId: '0',
  url,
  module: 'main',
  name,
  show,
  children,
});

const menus = [
  node('supplier-workbench', '工作台'),
  node('', '竞价管理', 1, [
    node('supplier-bidding-report', '报名及缴纳保证金'),
    node('supplier-join-bid', '竞价出价', 0),
  ]),
  node('', '空分组', 1, [node('hidden-only', '隐藏页', 0)]),
  node('view-bid', '成交结果', 0),
];

it('grants every route of the tree, shown or hidden, under “/” plus its url', () => {
  expect([...menuRoutes(menus).keys()].sort()).toEqual([
    '/hidden-only',
    '/supplier-bidding-report',
    '/supplier-join-bid',
    '/supplier-workbench',
    '/view-bid',
  ]);
});

it('shows only nodes whose show flag is 1, and no group left empty', () => {
  const shown = visibleMenu(menus);
  expect(shown.map((n) => n.name)).toEqual(['工作台', '竞价管理']);
  expect(shown[1]?.children?.map((n) => n.name)).toEqual(['报名及缴纳保证金']);
});
