import { chooseOption } from '@test/support/controls.ts';
import { logRequests } from '@test/support/request-log.ts';
import { renderWorkbenchPage, switchAccount, testFile, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addBizDictionary,
  getSupplierGoods,
  listSupplierGoods,
  queryBizDictionaryList,
  updateBizDictionary,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { openTab, tabsState } from '@/app/tabs.ts';
import { Route } from '@/routes/_workbench/(supplier)/supplier-commerce-putawayt-add.tsx';

withSignedIn('gys01');
// Seeding 5,000 goods before each test leaves a busy machine slow to answer.

const open = (search = {}) => renderWorkbenchPage('/supplier-commerce-putawayt-add', Route, search);
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const number = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
/** The message a field shows under its control. */
const messageOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
const save = () => userEvent.click(screen.getByRole('button', { name: '保存' }));

/** Picks a leaf category by its path: only leaves may be chosen, so a parent's name opens it. */
async function pickCategory(...path: string[]) {
  await userEvent.click(screen.getByRole('combobox', { name: '商品分类' }));
  for (const name of path) await userEvent.click(await screen.findByRole('treeitem', { name }));
  expect(screen.getByRole('combobox', { name: '商品分类' }).textContent).toBe(path.join('/'));
}

describe('新增自营商品', () => {
  it('names every missing or wrong field and sends nothing', async () => {
    await open();
    const saves = logRequests('POST', '/api/goodsItem/manage/supplier');
    await save();
    for (const control of [
      screen.getByRole('combobox', { name: '商品分类' }),
      screen.getByRole('combobox', { name: '品牌' }),
      textbox('商品名称'),
      number('售价（元）'),
      screen.getByRole('combobox', { name: '单位' }),
      number('库存'),
    ])
      await waitFor(() => expect(messageOf(control)).toBe('此项为必填项'));
    expect(screen.getByText('至少选择 1 项')).toBeTruthy();

    await userEvent.type(number('售价（元）'), '100.005');
    await userEvent.type(number('市场价（元）'), '90');
    await save();
    expect(await screen.findByText('最多两位小数')).toBeTruthy();
    expect(screen.getByText('市场价不能低于售价')).toBeTruthy();

    // The category's required property is asked for once the category is chosen.
    await pickCategory('办公用品', '文具', '签字笔');
    const tip = await screen.findByRole('combobox', { name: '笔尖规格' });
    await save();
    await waitFor(() => expect(messageOf(tip)).toBe('此项为必填项'));
    saves.stop();
    expect(saves.calls).toEqual([]);
  });

  it('keeps what was typed when the server refuses, then adds the goods item and closes its tab', async () => {
    const [taken] = (await listSupplierGoods({ query: { size: 1 } })).records;
    // Opened from the workbench, where it returns once done.
    openTab({ path: '/supplier-workbench', title: '工作台', search: { tab: 'todo' } });
    openTab({ path: '/supplier-commerce-putawayt-add', title: '新增自营商品', search: {} });
    const { router } = await open();
    await pickCategory('办公用品', '文具', '签字笔');
    await chooseOption(await screen.findByRole('combobox', { name: '笔尖规格' }), '0.5mm');
    await userEvent.click(screen.getByRole('checkbox', { name: '黑色' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '蓝色' }));
    await chooseOption(screen.getByRole('combobox', { name: '品牌' }), '得力');
    await userEvent.type(textbox('商品名称'), '得力 签字笔 测试款');
    await userEvent.type(textbox('SKU'), taken?.sku ?? '');
    await userEvent.type(number('售价（元）'), '12.5');
    await userEvent.type(number('市场价（元）'), '15');
    await chooseOption(screen.getByRole('combobox', { name: '单位' }), '盒');
    await userEvent.type(number('库存'), '200');
    await userEvent.upload(screen.getByLabelText('上传商品图片'), testFile('主图.png', 'image/png'));
    expect(await screen.findByText('主图.png')).toBeTruthy();
    // 保存 waits for the upload to finish.
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', false));

    await save();
    expect(await within(screen.getByRole('form', { name: '新增自营商品' })).findByRole('alert')).toHaveProperty(
      'textContent',
      `SKU“${taken?.sku}”已存在，同一供应商的SKU不能重复`,
    );
    expect(textbox('商品名称').value).toBe('得力 签字笔 测试款');
    expect(number('售价（元）').value).toBe('12.5');

    await userEvent.clear(textbox('SKU'));
    await save();
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier-workbench'));
    expect(router.state.location.search).toEqual({ tab: 'todo' });
    expect(tabsState().tabs.map((tab) => tab.path)).toEqual(['/supplier-workbench']);

    const [added] = (await listSupplierGoods({ query: { name: '得力 签字笔 测试款' } })).records;
    expect(added).toMatchObject({ itemType: 1, goodsState: 0, price: 12.5, marketPrice: 15, stock: 200, unit: '盒' });
    expect(added?.categoryPath).toBe('办公用品/文具/签字笔');
    expect(added?.properties?.map((property) => property.value)).toEqual(['0.5mm', '黑色', '蓝色']);
  });

  it('offers the units of the business dictionary: one the administrator adds, none the administrator disabled', async () => {
    await switchAccount('admin');
    await addBizDictionary({
      body: { dictType: 'unit', dictTypeName: '计量单位', dictValue: '桶', dictLabel: '桶', sort: 99 },
    });
    const entries = await queryBizDictionaryList({ query: { dictType: 'unit' } });
    const rolls = entries.find((row) => row.dictValue === '卷');
    if (!rolls) throw new Error('the 计量单位 dictionary has no 卷');
    const { createTime: _created, ...form } = rolls;
    await updateBizDictionary({ body: { ...form, status: 0 } });
    await switchAccount('gys01');
    await open();
    await userEvent.click(screen.getByRole('combobox', { name: '单位' }));
    const units = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(units).toEqual(expect.arrayContaining(['个', '盒', '桶']));
    expect(units).not.toContain('卷');
    expect(units.at(-1)).toBe('桶');
  });

  it('edits a goods item given by ?id=', async () => {
    const { records } = await listSupplierGoods({ query: { goodsState: 2, itemType: 1, size: 1 } });
    const goods = records[0];
    if (!goods) throw new Error('no off-shelf self-operated goods');
    await open({ id: goods.id });
    await waitFor(() => expect(textbox('商品名称').value).toBe(goods.name));
    expect(screen.getByRole('combobox', { name: '商品分类' }).textContent).toBe(goods.categoryPath);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: '单位' }) as HTMLInputElement).value).toBe(goods.unit),
    );
    await userEvent.clear(number('售价（元）'));
    await userEvent.type(number('售价（元）'), String(goods.price - 1));
    await save();
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect((await getSupplierGoods({ query: { id: goods.id } })).price).toBe(goods.price - 1);
  });

  it('offers 保存 of an item to those who may edit goods, and of a new one to those who may add goods', async () => {
    const { records } = await listSupplierGoods({ query: { goodsState: 2, itemType: 1, size: 1 } });
    const held: string[] = JSON.parse(localStorage.getItem('buttonList') ?? '[]');
    localStorage.setItem('buttonList', JSON.stringify(held.filter((code) => code !== 'goods:edit')));
    const page = await open({ id: records[0]?.id });
    await waitFor(() => expect(textbox('商品名称').value).toBe(records[0]?.name));
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    page.unmount();
    await open();
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });
});
