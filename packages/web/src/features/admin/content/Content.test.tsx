import { chooseOption, typeDate } from '@test/support/controls.ts';
import { dialog, loaded, rowOf, rows, save } from '@test/support/table.ts';
import { renderWorkbenchPage, testFile, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getIndexBanners, pagePlatformRules, selectInformation } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as banners } from '@/routes/_workbench/(admin)/banner-manager.tsx';
import { Route as squares } from '@/routes/_workbench/(admin)/category-square.tsx';
import { Route as characteristics } from '@/routes/_workbench/(admin)/characteristic-manager.tsx';
import { Route as floors } from '@/routes/_workbench/(admin)/floor-manager.tsx';
import { Route as information } from '@/routes/_workbench/(admin)/information-manager.tsx';
import { Route as rules } from '@/routes/_workbench/(admin)/platform-rule.tsx';
import { Route as areas } from '@/routes/_workbench/(admin)/productarea-manager.tsx';
import { Route as words } from '@/routes/_workbench/(admin)/prohibit-words-manager.tsx';

withSignedIn('admin');

describe('内容管理', () => {
  it('lists the seeded zones, square entries and featured entries', async () => {
    const zones = await renderWorkbenchPage('/productarea-manager', areas);
    await rowOf('专区列表', 'mining');
    zones.unmount();
    const square = await renderWorkbenchPage('/category-square', squares);
    await waitFor(() => expect(rows('类目广场列表').length).toBeGreaterThan(0), loaded);
    square.unmount();
    await renderWorkbenchPage('/characteristic-manager', characteristics);
    await rowOf('特色列表', '正品保障');
  });

  it('refuses a banner without its title and picture or with its period backwards, then shows a saved one in the mall', async () => {
    await renderWorkbenchPage('/banner-manager', banners);
    await rowOf('轮播图列表', '双十一办公用品集采节');
    await userEvent.click(screen.getByRole('button', { name: '新增轮播图' }));
    await save();
    await waitFor(() => expect(within(dialog()).getAllByText('此项为必填项')).toHaveLength(2));

    await userEvent.type(within(dialog()).getByRole('textbox', { name: '标题' }), '年终办公集采');
    await userEvent.upload(within(dialog()).getByLabelText('上传图片'), testFile('年终.png', 'image/png'));
    await waitFor(() => expect(within(dialog()).queryByText('此项为必填项')).toBeNull(), loaded);
    await typeDate(within(dialog()).getByRole('combobox', { name: '开始时间' }), '2026-12-31');
    await typeDate(within(dialog()).getByRole('combobox', { name: '结束时间' }), '2026-01-01');
    await save();
    expect(await within(dialog()).findByText('开始时间不能晚于结束时间')).toBeTruthy();

    await typeDate(within(dialog()).getByRole('combobox', { name: '开始时间' }), '2026-01-01');
    await typeDate(within(dialog()).getByRole('combobox', { name: '结束时间' }), '2099-12-31');
    await save();
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await rowOf('轮播图列表', '年终办公集采');
    expect((await getIndexBanners()).map((banner) => banner.title)).toContain('年终办公集采');

    // Switched off, it leaves the mall; deleting asks first.
    await userEvent.click(within(await rowOf('轮播图列表', '年终办公集采')).getByRole('button', { name: '停用' }));
    await waitFor(async () => expect((await rowOf('轮播图列表', '年终办公集采')).textContent).toContain('停用'));
    expect((await getIndexBanners()).map((banner) => banner.title)).not.toContain('年终办公集采');
    await userEvent.click(within(await rowOf('轮播图列表', '年终办公集采')).getByRole('button', { name: '删除' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('确定删除轮播图“年终办公集采”吗？');
    await userEvent.click(within(question).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(rows('轮播图列表').some((row) => row.textContent?.includes('年终办公集采'))).toBe(false),
    );
  });

  it('refuses a second floor of the same name in the platform’s words, under the name', async () => {
    await renderWorkbenchPage('/floor-manager', floors);
    await rowOf('楼层列表', '劳保用品');
    await userEvent.click(screen.getByRole('button', { name: '新增楼层' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '楼层名称' }), '劳保用品');
    await userEvent.clear(within(dialog()).getByRole('textbox', { name: '主题颜色' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '主题颜色' }), '蓝色');
    await save();
    expect(await within(dialog()).findByText('格式不正确')).toBeTruthy();
    await userEvent.clear(within(dialog()).getByRole('textbox', { name: '主题颜色' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '主题颜色' }), '#336699');
    await save();
    expect(await within(dialog()).findByText('楼层“劳保用品”已存在')).toBeTruthy();
  });

  it('adds a prohibited word and lists it', async () => {
    await renderWorkbenchPage('/prohibit-words-manager', words);
    await rowOf('违禁词列表', '全网最低');
    await userEvent.click(screen.getByRole('button', { name: '新增违禁词' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '违禁词' }), '史上最低价');
    await chooseOption(within(dialog()).getByRole('combobox', { name: '适用范围' }), '商品信息');
    await save();
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect((await rowOf('违禁词列表', '史上最低价')).textContent).toContain('商品信息');
  });

  it('publishes a draft article to the mall after asking, and previews its body without scripts', async () => {
    await renderWorkbenchPage('/information-manager', information);
    await userEvent.click(await screen.findByRole('button', { name: '新增资讯' }, loaded));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '标题' }), '平台春节物流安排');
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: '正文' }),
      '<p>春节期间物流暂停</p><img src="x" onerror="alert(1)">',
    );
    await save();
    expect(await screen.findByText('已保存为草稿')).toBeTruthy();
    const draft = await rowOf('资讯列表', '平台春节物流安排');
    expect(draft.textContent).toContain('草稿');

    await userEvent.click(within(draft).getByRole('button', { name: '预览' }));
    const preview = await screen.findByRole('dialog', { name: '平台春节物流安排' });
    expect(within(preview).getByText('春节期间物流暂停')).toBeTruthy();
    expect(preview.innerHTML).not.toContain('onerror');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(await rowOf('资讯列表', '平台春节物流安排')).getByRole('button', { name: '发布' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '发布' }));
    await waitFor(async () => expect((await rowOf('资讯列表', '平台春节物流安排')).textContent).toContain('已发布'));
    const latest = await selectInformation({ query: { size: 50 } });
    expect(latest.map((article) => article.title)).toContain('平台春节物流安排');
  });

  it('writes a platform rule the mall shows, and withdraws it', async () => {
    await renderWorkbenchPage('/platform-rule', rules);
    await waitFor(() => expect(rows('平台规则列表').length).toBeGreaterThan(0), loaded);
    await userEvent.click(screen.getByRole('button', { name: '新增平台规则' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '标题' }), '供应商履约考核办法');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '正文' }), '<p>按季度考核</p>');
    await save();
    await rowOf('平台规则列表', '供应商履约考核办法');
    const shown = async () =>
      (await pagePlatformRules({ query: { page: 1, limit: 100, isEnable: 1 } })).records.map((r) => r.title);
    expect(await shown()).toContain('供应商履约考核办法');
    await userEvent.click(
      within(await rowOf('平台规则列表', '供应商履约考核办法')).getByRole('button', { name: '停用' }),
    );
    await waitFor(async () => expect(await shown()).not.toContain('供应商履约考核办法'), loaded);
  });
});
