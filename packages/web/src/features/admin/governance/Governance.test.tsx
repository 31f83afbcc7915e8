import { chooseOption, typeDate } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route as onlineSuppliers } from '@/routes/_workbench/(admin)/online-supplier-manager.tsx';
import { Route as scores } from '@/routes/_workbench/(admin)/supplier-score.tsx';
import { Route as commitments } from '@/routes/_workbench/(admin)/violation-commitment.tsx';
import { Route as violations } from '@/routes/_workbench/(admin)/violation-record.tsx';

withSignedIn('admin');

const loaded = { timeout: 10_000 };
const rows = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1);
const rowOf = async (table: string, text: string) =>
  waitFor(() => {
    const row = rows(table).find((candidate) => candidate.textContent?.includes(text));
    if (!row) throw new Error(`no row with ${text}`);
    return row;
  }, loaded);
const dialog = () => screen.getByRole('dialog');
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
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
});
