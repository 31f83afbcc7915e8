import { chooseOption, typeDate } from '@test/support/controls.ts';
import { catchDownload, dialog, loaded, rowOf, rows, save } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addSupplierScore, listSupplierCommitmentTexts, pageSupplierScores } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as onlineSuppliers } from '@/routes/_workbench/(admin)/online-supplier-manager.tsx';
import { Route as scores } from '@/routes/_workbench/(admin)/supplier-score.tsx';
import { Route as scoreStatistics } from '@/routes/_workbench/(admin)/supplier-score-statistics.tsx';
import { Route as tags } from '@/routes/_workbench/(admin)/supplier-tag-manager.tsx';
import { Route as commitments } from '@/routes/_workbench/(admin)/violation-commitment.tsx';
import { Route as commitmentEdit } from '@/routes/_workbench/(admin)/violation-commitment-edit.tsx';
import { Route as violations } from '@/routes/_workbench/(admin)/violation-record.tsx';

withSignedIn('admin');

const firstOption = async (combobox: HTMLElement) => {
  await userEvent.click(combobox);
  await userEvent.click((await screen.findAllByRole('option', {}, loaded))[0] as HTMLElement);
};

describe('供应商治理', () => {
  it('records a deduction only with its points, handles it, and withdraws it after asking', async () => {
    await renderWorkbenchPage('/violation-record', violations);
    await rowOf('违规记录列表', '劳保手套抽检不合格');
    await userEvent.click(screen.getByRole('button', { name: '新增违规记录' }));
    await firstOption(within(dialog()).getByRole('combobox', { name: '供应商' }));
    await chooseOption(within(dialog()).getByRole('combobox', { name: '违规类型' }), '延迟发货');
    await typeDate(within(dialog()).getByRole('combobox', { name: '违规时间' }), '2026-11-02');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '违规描述' }), '年末集采订单延迟十日发货');
    await chooseOption(within(dialog()).getByRole('combobox', { name: '处罚方式' }), '扣分');
    await save();
    expect(await within(dialog()).findByText('扣分处罚须填写扣除分数')).toBeTruthy();
    await userEvent.type(within(dialog()).getByRole('spinbutton', { name: '扣除分数' }), '5');
    await save();
    const added = await rowOf('违规记录列表', '年末集采订单延迟十日发货');
    expect(added.textContent).toContain('待处理');

    await userEvent.click(within(added).getByRole('button', { name: '处理' }));
    await waitFor(async () =>
      expect((await rowOf('违规记录列表', '年末集采订单延迟十日发货')).textContent).toContain('已处理'),
    );
    await userEvent.click(
      within(await rowOf('违规记录列表', '年末集采订单延迟十日发货')).getByRole('button', { name: '撤销' }),
    );
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('撤销后不能再修改');
    await userEvent.click(within(question).getByRole('button', { name: '撤销' }));
    const withdrawn = await waitFor(async () => {
      const row = await rowOf('违规记录列表', '年末集采订单延迟十日发货');
      expect(row.textContent).toContain('已撤销');
      return row;
    }, loaded);
    expect(within(withdrawn).queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('refuses a score over 25 points a dimension, and grades a saved one from its total', async () => {
    await renderWorkbenchPage('/supplier-score', scores);
    await userEvent.click(await screen.findByRole('button', { name: '新增评分' }, loaded));
    await firstOption(within(dialog()).getByRole('combobox', { name: '供应商' }));
    const score = (name: string, value: string) =>
      userEvent.type(within(dialog()).getByRole('spinbutton', { name }), value);
    await score('年度', '2030');
    await score('季度', '1');
    await score('商品质量', '26');
    await score('交付', '24');
    await score('服务与售后', '23');
    await score('价格', '22');
    await save();
    expect(await within(dialog()).findByText('不能大于 25')).toBeTruthy();
    await userEvent.clear(within(dialog()).getByRole('spinbutton', { name: '商品质量' }));
    await score('商品质量', '25');
    await save();
    const saved = await rowOf('供应商评分列表', '2030 年第 1 季度');
    expect(saved.textContent).toContain('94');
    expect(saved.textContent).toContain('A 级');
  });

  it('refuses an interface for a supplier that is not an e-commerce one, in the platform’s words', async () => {
    await renderWorkbenchPage('/online-supplier-manager', onlineSuppliers);
    await waitFor(() => expect(rows('电商供应商列表').length).toBeGreaterThan(0), loaded);
    await userEvent.click(screen.getByRole('button', { name: '新增电商接入' }));
    await firstOption(within(dialog()).getByRole('combobox', { name: '电商供应商' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '平台编码' }), 'Bad Code');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '平台名称' }), '测试商城');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '接口地址' }), 'https://api.example.com');
    await save();
    expect(await within(dialog()).findByText('格式不正确')).toBeTruthy();
    await userEvent.clear(within(dialog()).getByRole('textbox', { name: '平台编码' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '平台编码' }), 'test_mall');
    await save();
    expect(await within(dialog()).findByText(/”不是电商供应商，不能接入$/, {}, loaded)).toBeTruthy();
  });

  it('shows a supplier’s commitment signatures', async () => {
    await renderWorkbenchPage('/violation-commitment', commitments);
    expect(await screen.findByText('请选择供应商查看其承诺书签署记录')).toBeTruthy();
    await firstOption(screen.getByRole('combobox', { name: '供应商' }));
    await waitFor(
      () =>
        expect(
          screen.queryByRole('table', { name: '承诺书签署记录' }) ?? screen.queryByText('该供应商尚未签署诚信承诺书'),
        ).toBeTruthy(),
      loaded,
    );
  });

  it('tags a supplier: a name is used once, the supplier list shows the tag, and a tag in use is not deleted', async () => {
    const [scored] = (await pageSupplierScores({ query: { page: 1, limit: 1 } })).records;
    const supplier = scored?.supplierName ?? '';
    const page = await renderWorkbenchPage('/supplier-tag-manager', tags);
    expect((await rowOf('供应商标签列表', '历史合作')).textContent).toContain('停用');
    await userEvent.click(screen.getByRole('button', { name: '新增标签' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '标签名称' }), '重点供应商');
    await save();
    expect(await within(dialog()).findByText('标签名称“重点供应商”已存在', {}, loaded)).toBeTruthy();
    await userEvent.clear(within(dialog()).getByRole('textbox', { name: '标签名称' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '标签名称' }), '优质服务');
    await chooseOption(within(dialog()).getByRole('combobox', { name: '颜色' }), '绿色');
    await save();
    expect((await rowOf('供应商标签列表', '优质服务')).textContent).toContain('0 家');

    await userEvent.click(
      within(await rowOf('供应商标签列表', '优质服务')).getByRole('button', { name: '设置供应商' }),
    );
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '供应商名称' }), supplier);
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: supplier }));
    expect(within(dialog()).getByText('已选 1 家供应商')).toBeTruthy();
    await save();
    await waitFor(
      async () => expect((await rowOf('供应商标签列表', '优质服务')).textContent).toContain('1 家'),
      loaded,
    );

    await userEvent.click(within(await rowOf('供应商标签列表', '优质服务')).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('标签“优质服务”已设置给 1 家供应商，请先移除后再删除', {}, loaded)).toBeTruthy();
    page.unmount();

    await renderWorkbenchPage('/supplier-score', scores, { supplierName: supplier });
    // The tags load beside the scores: the row may show before its tags do.
    await waitFor(
      async () => expect((await rowOf('供应商评分列表', supplier)).textContent).toContain('优质服务'),
      loaded,
    );
  });

  it('sums up a quarter’s scores: ranking best first, grades, every quarter, and an Excel of the ranking', async () => {
    const quarter = (await pageSupplierScores({ query: { scoreYear: 2026, scoreQuarter: 3, page: 1, limit: 100 } }))
      .records;
    const best = [...quarter].sort((x, y) => y.totalScore - x.totalScore)[0];
    const page = await renderWorkbenchPage('/supplier-score-statistics', scoreStatistics);
    expect(await screen.findByText('2026 年第 3 季度概况', {}, loaded)).toBeTruthy();
    expect(rows('评分排名')).toHaveLength(quarter.length);
    expect(rows('评分排名')[0]?.textContent).toContain(best?.supplierName);
    expect(rows('各季度汇总').map((row) => row.textContent?.slice(0, 12))).toEqual([
      '2026 年第 3 季度',
      '2026 年第 2 季度',
      '2026 年第 1 季度',
    ]);
    const saved = catchDownload();
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    const file = await saved();
    expect(file.name).toMatch(/^供应商评分统计_2026Q3_\d{8}\.xlsx$/);
    expect(file.head.slice(0, 2)).toBe('PK');

    // A quarter scored later is offered the next time the page opens, with its own figures.
    page.unmount();
    await addSupplierScore({
      body: {
        supplierId: best?.supplierId ?? '',
        scoreYear: 2030,
        scoreQuarter: 2,
        qualityScore: 25,
        deliveryScore: 25,
        serviceScore: 20,
        priceScore: 22,
      },
    });
    await renderWorkbenchPage('/supplier-score-statistics', scoreStatistics);
    expect(await screen.findByText('2030 年第 2 季度概况', {}, loaded)).toBeTruthy();
    await chooseOption(screen.getByRole('combobox', { name: '评分期间' }), '2026 年第 1 季度');
    await screen.findByText('2026 年第 1 季度概况', {}, loaded);
    await chooseOption(screen.getByRole('combobox', { name: '评分期间' }), '2030 年第 2 季度');
    await waitFor(() => expect(rows('评分排名')).toHaveLength(1), loaded);
    await waitFor(() => expect(screen.getByRole('region', { name: '等级分布' }).textContent).toContain('1 家（100%）'));
    await waitFor(() => expect(screen.getByRole('region', { name: '季度概况' }).textContent).toContain('92'));
  });

  it('publishes the commitment under a new version once suppliers signed the one in force, previewed without scripts', async () => {
    const [inForce] = await listSupplierCommitmentTexts();
    await renderWorkbenchPage('/violation-commitment-edit', commitmentEdit);
    const version = await screen.findByRole('textbox', { name: '版本号' }, loaded);
    expect(
      screen.getByText(new RegExp(`现行版本 ${inForce?.version}，已有 ${inForce?.signedSupplierCount} 家供应商签署`)),
    ).toBeTruthy();
    expect(version).toHaveProperty('value', `V${new Date().getFullYear()}.1`);

    const content = screen.getByRole('textbox', { name: '承诺书内容' });
    await userEvent.clear(content);
    await userEvent.type(content, '<p>七、按时参加平台组织的诚信培训。</p><script>window.signed = 1</script>');
    const preview = screen.getByRole('region', { name: '预览' });
    expect(preview.textContent).toContain('七、按时参加平台组织的诚信培训。');
    expect(preview.querySelector('script')).toBeNull();

    await userEvent.clear(version);
    await userEvent.type(version, inForce?.version ?? '');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(
      await screen.findByText(
        `承诺书 ${inForce?.version} 已有 ${inForce?.signedSupplierCount} 家供应商签署，修改内容须使用新的版本号`,
        {},
        loaded,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '承诺书内容' })).toHaveProperty(
      'value',
      '<p>七、按时参加平台组织的诚信培训。</p><script>window.signed = 1</script>',
    );

    await userEvent.clear(screen.getByRole('textbox', { name: '版本号' }));
    await userEvent.type(screen.getByRole('textbox', { name: '版本号' }), 'V2099.1');
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    const published = await rowOf('承诺书版本', 'V2099.1');
    expect(published.textContent).toContain('0 家');
    expect(rows('承诺书版本')[0]).toBe(published);
    // Nobody has signed the new version yet: it is corrected under its own number.
    expect(screen.getByRole('textbox', { name: '版本号' })).toHaveProperty('value', 'V2099.1');
  });
});
