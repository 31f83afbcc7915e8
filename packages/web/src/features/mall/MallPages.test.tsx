import { openMall, signInToMall, withMall } from '@test/support/mall.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNotice, selectInformation } from '@zc/sdk';
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
    const bidding = await screen.findByRole('region', { name: '竞价采购' });
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
    expect(await screen.findByRole('region', { name: '失效商品' })).toBeTruthy();

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
    expect(await screen.findByRole('radiogroup', { name: '选择发票抬头' })).toBeTruthy();
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
    expect(await screen.findByRole('region', { name: '时间安排' })).toBeTruthy();
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

  it('the notice centre shows the platform rules, a rule in full, a news article and the handbooks to a visitor', async () => {
    const router = await openMall('/protocol');
    const centre = screen.getByRole('navigation', { name: '公告中心' });
    expect(within(centre).getByRole('link', { name: '平台规则' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: '平台规则' });
    await waitFor(() => expect(within(table).getByRole('link', { name: '政采商城交易规则' })).toBeTruthy());
    // Withdrawn rules are not shown.
    expect(within(table).queryByRole('link', { name: /2024版/ })).toBeNull();
    await userEvent.click(within(table).getByRole('link', { name: '政采商城交易规则' }));
    expect(await screen.findByRole('heading', { name: '政采商城交易规则', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '第三章 结算与发票' })).toBeTruthy();
    expect(screen.getByText(/版本：V2\.1/)).toBeTruthy();
    expect(within(centre).getByRole('link', { name: '平台规则' }).getAttribute('aria-current')).toBe('page');

    const [article] = await selectInformation({ query: { size: 1 } });
    await router.navigate({ to: '/notice-details-other', search: { id: article?.id } });
    expect(await screen.findByRole('heading', { name: article?.title, level: 1 })).toBeTruthy();
    expect(screen.getByText(/来源：/)).toBeTruthy();

    await userEvent.click(
      within(screen.getByRole('navigation', { name: '公告中心' })).getByRole('link', { name: '服务支持' }),
    );
    const books = await screen.findByRole('list', { name: '操作手册' });
    expect(within(books).getByRole('listitem', { name: '采购人操作手册' })).toBeTruthy();
    expect(within(books).getByRole('button', { name: '下载供应商操作手册' })).toBeTruthy();
    expect(await screen.findByText('400-810-2026')).toBeTruthy();

    await userEvent.click(
      within(screen.getByRole('navigation', { name: '公告中心' })).getByRole('link', { name: '平台介绍' }),
    );
    expect(await screen.findByRole('heading', { name: '平台简介', level: 1 })).toBeTruthy();
    expect(await screen.findByText(/实现采购需求、审批、下单、验收、对账和开票的全流程线上办理/)).toBeTruthy();
  });

  it('a notice preview shows its publisher the draft, with the script of its body dropped', async () => {
    await signInToMall('admin');
    const draft = await addNotice({
      body: {
        title: '关于调整办公用品集采目录的公告（征求意见稿）',
        noticeType: 4,
        status: 0,
        content:
          '<p>各采购单位：集采目录拟新增打印耗材类商品。</p><script>window.previewed = true</script><img src="x.png" alt="目录" onerror="window.previewed = true">',
      },
    });
    await openMall(`/notice-details-view?id=${draft.id}`);
    const body = await screen.findByText('各采购单位：集采目录拟新增打印耗材类商品。');
    expect(screen.getByRole('heading', { name: draft.title, level: 1 })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('草稿');
    const article = body.closest('article') as HTMLElement;
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { previewed?: boolean }).previewed).toBeUndefined();
  });

  it('the service centre leads from its landing page through the guides and questions to the platform’s texts', async () => {
    await openMall('/service');
    expect(await screen.findByRole('heading', { name: '服务中心', level: 1 })).toBeTruthy();
    const menu = () => screen.getByRole('navigation', { name: '服务中心' });
    await userEvent.click(within(menu()).getByRole('link', { name: '企业采购' }));
    expect(await screen.findByRole('heading', { name: '企业采购', level: 1 })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '采购流程' })).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(menu()).getByRole('link', { name: '高校采购' }));
    expect(await screen.findByRole('heading', { name: '高校采购', level: 1 })).toBeTruthy();
    expect(screen.getByText(/课题组和院系按经费本自主下单/)).toBeTruthy();
    for (const guide of ['政府采购', '金融采购']) {
      await userEvent.click(within(menu()).getByRole('link', { name: guide }));
      expect(await screen.findByRole('heading', { name: guide, level: 1 })).toBeTruthy();
    }
    expect(screen.getByText(/保理融资/)).toBeTruthy();

    await userEvent.click(within(menu()).getByRole('link', { name: '常见问题' }));
    const invoices = await screen.findByRole('region', { name: '发票与售后' });
    await userEvent.click(within(invoices).getByRole('link', { name: /如何开具发票/ }));
    expect(await screen.findByRole('heading', { name: '发票与售后', level: 1 })).toBeTruthy();
    expect(screen.getByText(/增值税专用发票/)).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: '常见问题' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '问题分类' })).getByRole('link', { name: '注册与账号' }),
    );
    expect(await screen.findByRole('heading', { name: '注册与账号', level: 1 })).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '问题分类' })).getByRole('link', { name: '采购与支付' }),
    );
    expect(await screen.findByRole('heading', { name: '问：如何参与竞价和反拍项目？' })).toBeTruthy();

    await userEvent.click(within(menu()).getByRole('link', { name: '新手入门' }));
    expect(await screen.findByRole('heading', { name: '四步完成第一次采购' })).toBeTruthy();

    await userEvent.click(within(menu()).getByRole('link', { name: '关于我们' }));
    expect(await screen.findByText(/一站式电子采购平台/)).toBeTruthy();
    await userEvent.click(within(menu()).getByRole('link', { name: '加入我们' }));
    expect(await screen.findByRole('heading', { name: '加入我们', level: 1 })).toBeTruthy();
    expect(await screen.findByText(/入驻不收取任何费用/)).toBeTruthy();
  });
});

describe('a mall record page opened without its record', () => {
  // Visitors open the public pages; a purchaser those about its own orders and plans. Goods and articles are offered
  // as the mall shows them (cards, a news list of links), the other records as a list with 打开. The seed has no
  // sourcing project open in the mall (/moreSourcing lists none either), so its list is there, empty.
  it.each<{ path: string; noun: string; opens: 'button' | 'link' | null; account?: string }>([
    { path: '/notice-details', noun: '公告', opens: 'button' },
    { path: '/notice-details-view', noun: '公告', opens: 'button' },
    { path: '/notice-details-other', noun: '资讯', opens: 'link' },
    { path: '/protocol-details', noun: '平台规则', opens: 'button' },
    { path: '/bidding-details', noun: '竞价采购项目', opens: 'button' },
    { path: '/backhand-details', noun: '反拍采购项目', opens: 'button' },
    { path: '/sourcing-details', noun: '在线寻源项目', opens: null },
    { path: '/auction-details', noun: '拍卖项目', opens: 'button' },
    { path: '/detail', noun: '商品', opens: 'link' },
    { path: '/agreement-info', noun: '商品', opens: 'link' },
    { path: '/supplier-product-details', noun: '商品', opens: 'link' },
    { path: '/goods-his-detail', noun: '已收货商品', opens: 'button', account: 'caigou01' },
    { path: '/purchase-plan-order', noun: '采购计划', opens: 'button', account: 'caigou01' },
  ])('$path offers the $noun to open', async ({ path, noun, opens, account }) => {
    if (account) await signInToMall(account);
    await openMall(path);
    const region = await screen.findByRole('region', { name: `选择${noun}` }, { timeout: 10_000 });
    expect(region.textContent).toContain(`未指定${noun}，请从下面选择一条打开。`);
    if (!opens) return expect(await within(region).findByText('暂无数据')).toBeTruthy();
    const choices = await within(region).findAllByRole(opens, opens === 'button' ? { name: /^打开/ } : {});
    expect(choices.length).toBeGreaterThan(0);
  });
});
