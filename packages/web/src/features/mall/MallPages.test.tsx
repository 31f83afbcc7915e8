import { openMall, signInToMall, withMall } from '@test/support/mall.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

withMall();

describe('the mall', () => {
  it('a visitor goes from the home page through a search to a goods item', async () => {
    await openMall('/');
    // Header, category menu, project boxes and floors all come from the server.
    expect(await screen.findByRole('heading', { name: '政采商城', level: 1 })).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: '商品分类' });
    expect(await within(categories).findByRole('link', { name: /办公用品/ })).toBeTruthy();
    const floor = await screen.findByRole('region', { name: '办公用品' });
    expect(within(floor).getAllByRole('link', { name: /¥/ }).length).toBeGreaterThan(0);
    const bidding = screen.getByRole('region', { name: '竞价采购' });
    await waitFor(() => expect(within(bidding).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(await screen.findByRole('link', { name: '请登录' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('商城首页 - 政采商城'));

    await userEvent.type(screen.getByRole('textbox', { name: '搜索商品' }), '笔');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    const results = await screen.findByRole('list', { name: '商品列表' });
    expect(await screen.findByText(/共 \d+ 件商品/)).toBeTruthy();
    const first = within(results).getAllByRole('link')[0] as HTMLElement;

    await userEvent.click(first);
    expect(await screen.findByRole('button', { name: '加入购物车' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '规格参数' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: '供应商' })).toBeTruthy();
  });

  it('a purchaser sees the cart by supplier, the goods looked at in 我的足迹, and confirms with an address and invoice title', async () => {
    await signInToMall('caigou01');
    await openMall('/carover');
    expect(await screen.findByRole('link', { name: /我的工作台/ })).toBeTruthy();
    const suppliers = await screen.findAllByRole('heading', { level: 2 });
    expect(suppliers.length).toBeGreaterThan(1);
    expect(screen.getByRole('region', { name: '失效商品' })).toBeTruthy();

    // A goods item looked at comes first in 我的足迹.
    const goodsName = screen.getAllByRole('listitem')[0]?.getAttribute('aria-label') ?? '';
    await userEvent.click(screen.getAllByRole('link', { name: goodsName })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: goodsName, level: 1 })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '我的足迹' }));
    const tracks = await screen.findByRole('list', { name: '浏览记录' });
    expect(within(tracks).getAllByRole('listitem')[0]?.textContent).toContain(goodsName);

    await userEvent.click(screen.getByRole('link', { name: /我的购物车/ }));
    await userEvent.click(await screen.findByRole('button', { name: '去结算' }));
    const addresses = await screen.findByRole('radiogroup', { name: '选择收货地址' });
    await waitFor(() => expect(within(addresses).getAllByRole('radio').length).toBeGreaterThan(0));
    expect(
      within(addresses)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(true);
    expect(screen.getByRole('radiogroup', { name: '选择发票抬头' })).toBeTruthy();
    expect(await screen.findByText(/应付总额/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeTruthy();
  });

  it('bidding projects are listed to all, filtered by phase from the URL, and read in full once signed in', async () => {
    // The filters are the list's URL: a shared link shows the same projects.
    const router = await openMall('/moreBidding?status=3');
    const table = await screen.findByRole('table', { name: '竞价采购项目' });
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.textContent?.includes('报名中'))).toBe(true);
    });

    const project = within(table).getAllByRole('link')[0] as HTMLElement;
    const name = project.textContent ?? '';
    await userEvent.click(project);
    expect(await screen.findByRole('link', { name: '登录后查看' })).toBeTruthy();

    await signInToMall('gys01');
    await router.invalidate();
    expect(await screen.findByRole('heading', { name })).toBeTruthy();
    expect(screen.getByRole('region', { name: '时间安排' })).toBeTruthy();
  });

  it('a visitor reads the platform notices from the list', async () => {
    await openMall('/notice-list?noticeType=4');
    const table = await screen.findByRole('table', { name: '公告列表' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    const notice = within(table).getAllByRole('link')[0] as HTMLElement;
    const title = notice.textContent ?? '';
    await userEvent.click(notice);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    expect(screen.getByText(/发布时间/)).toBeTruthy();
  });

  it('a visitor finds a supplier by name and opens its goods', async () => {
    const router = await openMall('/supplierList');
    await userEvent.type(await screen.findByRole('textbox', { name: '供应商名称' }), '晨光');
    await userEvent.click(
      within(screen.getByRole('form', { name: '搜索供应商' })).getByRole('button', { name: '搜索' }),
    );
    const suppliers = await screen.findByRole('list', { name: '供应商列表' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ keyword: '晨光' }));
    await waitFor(() =>
      expect(
        within(suppliers)
          .getAllByRole('listitem')
          .every((row) => row.textContent?.includes('晨光')),
      ).toBe(true),
    );
    await userEvent.click(within(suppliers).getAllByRole('link', { name: '进店逛逛' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ supplierId: expect.any(String) }));
    expect(await screen.findByRole('list', { name: '商品列表' })).toBeTruthy();
  });

  it('the platform’s own texts read as pages with a menu between them', async () => {
    await openMall('/about');
    expect(await screen.findByText(/一站式电子采购平台/)).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '平台介绍' })).getByRole('link', { name: '加入我们' }),
    );
    expect(await screen.findByRole('heading', { name: '加入我们', level: 1 })).toBeTruthy();
  });
});
