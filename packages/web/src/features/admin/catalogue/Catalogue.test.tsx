import { dialog, loaded, rowOf, save } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageSettingLogs, queryCategoryTreeAsync, queryOfficeSuppliesNav, queryShownBrandsByName } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as materialEdit } from '@/routes/_workbench/(admin)/admin-material-edit.tsx';
import { Route as brands } from '@/routes/_workbench/(admin)/brand-manager.tsx';
import { Route as catalogue } from '@/routes/_workbench/(admin)/catalogue-manager.tsx';
import { Route as itemRules } from '@/routes/_workbench/(admin)/item-set.tsx';
import { Route as listingRules } from '@/routes/_workbench/(admin)/product-listing-rules.tsx';
import { Route as selected } from '@/routes/_workbench/(admin)/selected-categories.tsx';
import { Route as setLog } from '@/routes/_workbench/(admin)/set-log.tsx';

withSignedIn('admin');

const topCategoryNames = async () =>
  (await queryCategoryTreeAsync({ query: { parentId: '0' } })).map((node) => node.name);

describe('商品目录', () => {
  it('refuses a brand without a reason, approves in a batch what waits once confirmed and says what could not be approved', async () => {
    await renderWorkbenchPage('/brand-manager', brands);
    await userEvent.click(within(await rowOf('品牌列表', '鲁信')).getByRole('button', { name: '驳回' }));
    const refusal = await screen.findByRole('dialog', { name: '驳回：品牌“鲁信”' });
    await userEvent.click(within(refusal).getByRole('button', { name: '驳回' }));
    expect(await within(refusal).findByText('驳回时须填写驳回原因')).toBeTruthy();
    await userEvent.type(within(refusal).getByRole('textbox', { name: '驳回原因' }), '商标注册证已过期');
    await userEvent.click(within(refusal).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('已驳回')).toBeTruthy();
    await waitFor(async () => expect((await rowOf('品牌列表', '鲁信')).textContent).toContain('商标注册证已过期'));

    // 长江线缆 was refused before: of the two, only 白云洁 is approved, and the report says why not the other.
    for (const name of ['长江线缆', '白云洁'])
      await userEvent.click(within(await rowOf('品牌列表', name)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批量审核通过' }));
    const asked = await screen.findByRole('alertdialog');
    expect(asked.textContent).toContain('确定审核通过选中的 2 个品牌吗？');
    await userEvent.click(within(asked).getByRole('button', { name: '确定' }));
    const report = await screen.findByRole('dialog', { name: '批量审核通过' }, loaded);
    expect(report.textContent).toContain('已审核通过 1 个品牌，1 个未完成');
    expect(report.textContent).toContain('长江线缆：品牌“长江线缆”已审核，不能重复审核');
    await userEvent.click(within(report).getByRole('button', { name: '知道了' }));
    await waitFor(async () => expect((await rowOf('品牌列表', '白云洁')).textContent).toContain('审核通过'));
    // Approved, it is offered in the suppliers' goods forms.
    expect((await queryShownBrandsByName({ query: { name: '白云洁' } })).map((brand) => brand.name)).toEqual([
      '白云洁',
    ]);
  });

  it('adds a top category with a choice property, then invalidates it after asking, so that no picker offers it', async () => {
    await renderWorkbenchPage('/catalogue-manager', catalogue);
    await userEvent.click(await screen.findByRole('button', { name: '新增一级类目' }, loaded));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '类目名称' }), '实验耗材');
    await save();
    expect(await screen.findByRole('region', { name: '实验耗材' }, loaded)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: '商品类目' })).getByRole('button', { name: '实验耗材' }),
    ).toBeTruthy();
    expect(await topCategoryNames()).toContain('实验耗材');

    await userEvent.click(screen.getByRole('button', { name: '新增属性' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '属性名称' }), '材质');
    await save();
    await userEvent.click(within(await rowOf('商品属性列表', '材质')).getByRole('button', { name: '属性值' }));
    const values = await screen.findByRole('dialog', { name: '“材质”的属性值' });
    await userEvent.click(within(values).getByRole('button', { name: '新增属性值' }));
    const valueForm = await screen.findByRole('dialog', { name: '新增属性值' });
    await userEvent.type(within(valueForm).getByRole('textbox', { name: '属性值' }), '玻璃');
    await userEvent.click(within(valueForm).getByRole('button', { name: '确定' }));
    await rowOf('属性值列表', '玻璃');
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => expect((await rowOf('商品属性列表', '材质')).textContent).toContain('玻璃'));

    await userEvent.click(screen.getByRole('button', { name: '作废' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('确定作废类目“实验耗材”吗？');
    await userEvent.click(within(question).getByRole('button', { name: '作废' }));
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('list', { name: '商品类目' })).queryByRole('button', { name: '实验耗材' }),
        ).toBeNull(),
      loaded,
    );
    expect(await topCategoryNames()).not.toContain('实验耗材');
  });

  it('refuses a goods rule whose price band runs backwards, and logs what a saved one changed', async () => {
    await renderWorkbenchPage('/item-set', itemRules);
    await userEvent.click(await screen.findByRole('button', { name: '新增商品设置' }, loaded));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '规则名称' }), '耗材限价');
    await userEvent.type(within(dialog()).getByRole('spinbutton', { name: '最低价格比例' }), '90');
    await userEvent.type(within(dialog()).getByRole('spinbutton', { name: '最高价格比例' }), '80');
    await save();
    expect(await within(dialog()).findByText('最低价格比例不能高于最高价格比例')).toBeTruthy();
    await userEvent.clear(within(dialog()).getByRole('spinbutton', { name: '最高价格比例' }));
    await userEvent.type(within(dialog()).getByRole('spinbutton', { name: '最高价格比例' }), '110');
    await save();
    expect((await rowOf('商品设置列表', '耗材限价')).textContent).toContain('90% ~ 110%');

    await userEvent.click(within(await rowOf('商品设置列表', '耗材限价')).getByRole('button', { name: '停用' }));
    await waitFor(async () => expect((await rowOf('商品设置列表', '耗材限价')).textContent).toContain('停用'));
    const logged = (await pageSettingLogs({ query: { targetName: '耗材限价' } })).records;
    expect(logged.map((log) => log.action)).toEqual([2, 1]);
    expect(logged[0]?.content).toBe('状态：启用 → 停用');

    await renderWorkbenchPage('/set-log', setLog);
    expect((await rowOf('设置日志列表', '状态：启用 → 停用')).textContent).toContain('商品设置');
  });

  it('adds a listing rule for a category picked level by level, which the form shows by its path', async () => {
    const [top] = await queryCategoryTreeAsync({ query: { parentId: '0' } });
    const [child] = await queryCategoryTreeAsync({ query: { parentId: top?.id ?? '' } });
    if (!top || !child) throw new Error('the seed has a category with sub-categories');
    await renderWorkbenchPage('/product-listing-rules', listingRules);
    await userEvent.click(await screen.findByRole('button', { name: '新增上架规则' }, loaded));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '规则名称' }), '耗材上架须审核');
    const picker = within(dialog()).getByRole('combobox', { name: '适用分类' });
    await userEvent.click(picker);
    await userEvent.click(within(await screen.findByRole('treeitem', { name: top.name }, loaded)).getByText('▸'));
    await userEvent.click(await screen.findByText(child.name, {}, loaded));
    expect(picker.textContent).toBe(`${top.name}/${child.name}`);
    await save();
    expect((await rowOf('上架规则列表', '耗材上架须审核')).textContent).toContain(child.name);
  });

  it('asks for what a material needs before saving it', async () => {
    await renderWorkbenchPage('/admin-material-edit', materialEdit);
    const form = await screen.findByRole('form', { name: '新增物料' }, loaded);
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(form).getAllByText('此项为必填项')).toHaveLength(4));
    await userEvent.type(within(form).getByRole('spinbutton', { name: '参考价（元）' }), '12.345');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('最多两位小数')).toBeTruthy();
  });

  it('puts the chosen categories in the mall home’s menu', async () => {
    await renderWorkbenchPage('/selected-categories', selected);
    expect(await screen.findByText('未设置精选类目，首页展示全部一级类目', {}, loaded)).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: '选择类目' }));
    await userEvent.click(await screen.findByRole('treeitem', { name: '办公用品' }, loaded));
    await userEvent.click(screen.getByRole('button', { name: '加入' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功，商城首页已更新')).toBeTruthy();
    expect((await queryOfficeSuppliesNav()).map((category) => category.name)).toEqual(['办公用品']);
  });
});
