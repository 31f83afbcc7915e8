import { describe, expect, it } from 'vitest';
import {
  adminMenu,
  hiddenNodes,
  type MenuNode,
  mayOpenPage,
  menuTree,
  pageAt,
  pages,
  purchaserHidden,
  purchaserMenu,
  supplierHidden,
  supplierMenu,
  welfareMenu,
} from '../src/index.ts';

const urls = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => [node.url, ...urls(node.children ?? [])]);

describe('the page table', () => {
  it('names each page once, with a Chinese title', () => {
    const paths = pages.map((page) => page.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    expect(pages.filter((page) => !/[\u4e00-\u9fff]/.test(page.title))).toEqual([]);
  });

  it('gives every menu entry its page’s title, and knows no page outside the documents', () => {
    const supplier = menuTree(supplierMenu);
    expect(supplier[0]).toEqual({ name: '工作台', url: 'supplier-workbench' });
    expect(pageAt('/supplier-brand-manager')?.title).toBe('品牌管理');
    expect(pageAt('/nowhere')).toBeUndefined();
    expect(() => menuTree(['/nowhere'])).toThrow('/nowhere');
  });

  it('builds every role’s menu and hidden pages from documented pages only, each page once per role', () => {
    for (const menu of [supplierMenu, purchaserMenu, adminMenu, welfareMenu]) {
      const pagesOfMenu = urls(menuTree(menu)).filter(Boolean);
      expect(pagesOfMenu.filter((url, index) => pagesOfMenu.indexOf(url) !== index)).toEqual([]);
    }
    expect(hiddenNodes(supplierHidden).map((node) => node.name)).toContain('编辑项目资质');
  });
});

describe('who may open a page', () => {
  it('opens a page to the role types of its audience only, and the mall and sign-in pages to anyone', () => {
    expect(mayOpenPage('/workbench', [1])).toBe(true);
    expect(mayOpenPage('/workbench', [3])).toBe(false);
    expect(mayOpenPage('/supplier-workbench', [2, 4])).toBe(false);
    expect(mayOpenPage('/welfare-user-activities', [4])).toBe(true);
    expect(mayOpenPage('/welfare-user-activities', [1])).toBe(false);
    expect(mayOpenPage('/task', [2])).toBe(true);
    expect(mayOpenPage('/task', [3])).toBe(false);
    expect(mayOpenPage('/search', [])).toBe(true);
    expect(mayOpenPage('/login', [])).toBe(true);
  });

  it('gives each role type a menu of pages it may open', () => {
    const menus: [number, string[]][] = [
      [3, [...urls(menuTree(supplierMenu)), ...supplierHidden.map((path) => path.slice(1))]],
      [2, [...urls(menuTree(purchaserMenu)), ...purchaserHidden.map((path) => path.slice(1))]],
      [1, urls(menuTree(adminMenu))],
      [4, urls(menuTree(welfareMenu))],
    ];
    for (const [roleType, menu] of menus)
      expect(menu.filter((url) => url && !mayOpenPage(`/${url}`, [roleType]))).toEqual([]);
  });
});
