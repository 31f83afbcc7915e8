import { chooseOption } from '@test/support/controls.ts';
import { logRequests } from '@test/support/request-log.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupplierGoods, listSupplierGoods } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/e-commerce-putaway.tsx';

withSignedIn('gys01');
// The mock backend holds 5,000 goods; on a busy machine a page of them takes more than the default second.

const open = (search = {}) => renderWorkbenchPage('/e-commerce-putaway', Route, search);
const table = () => screen.getByRole('table', { name: '商品列表' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const rowTexts = () => rows().map((row) => row.textContent ?? '');
/** One of gys01's goods in a state (a self-operated or agreement item, so no listing rule sends it to review). */
const goodsIn = async (goodsState: 0 | 1 | 2 | 3 | 4) => {
  const page = await listSupplierGoods({ query: { goodsState, size: 50 } });
  const goods = page.records.find((row) => row.stock > 0);
  if (!goods) throw new Error(`no goods in state ${goodsState}`);
  return goods;
};
/** Answers the confirm on screen. */
const answer = async (button: '确定' | '取消') =>
  userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }));
describe('商品列表', () => {
  it('lists the supplier’s goods and narrows them by state and by a category picked level by level', async () => {
    // The three levels of the category of one of gys01's goods off the shelf.
    const offShelf = await listSupplierGoods({ query: { goodsState: 2, size: 100 } });
    const path = offShelf.records
      .map((goods) => goods.categoryPath?.split('/') ?? [])
      .find((levels) => levels.length === 3);
    if (!path) throw new Error('no goods off the shelf in a third-level category');
    const [top, middle, leaf] = path as [string, string, string];
    await open();
    await waitFor(() => expect(rows().length).toBe(10));
    // Price, stock and state before the rest: what fits beside the fixed 操作 at 1280 px.
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
        .slice(1, 8),
    ).toEqual(['图片', '商品名称', 'SKU', '售价（元）', '库存', '状态', '分类']);
    await chooseOption(screen.getByRole('combobox', { name: '商品状态' }), '已下架');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      expect(rowTexts().length).toBeGreaterThan(0);
      expect(rowTexts().every((text) => text.includes('已下架'))).toBe(true);
    });

    const picker = screen.getByRole('combobox', { name: '商品分类' });
    await userEvent.click(picker);
    // The second level is fetched only when its parent is opened; ▸ opens it, a name chooses any level.
    const first = await screen.findByRole('treeitem', { name: top });
    expect(screen.queryByRole('treeitem', { name: middle })).toBeNull();
    await userEvent.click(within(first).getByText('▸'));
    await userEvent.click(within(await screen.findByRole('treeitem', { name: middle })).getByText('▸'));
    await userEvent.click(await screen.findByRole('treeitem', { name: leaf }));
    expect(picker.textContent).toBe(path.join('/'));
    await waitFor(() => {
      expect(rowTexts().length).toBeGreaterThan(0);
      expect(rowTexts().every((text) => text.includes(leaf) && text.includes('已下架'))).toBe(true);
    });

    // × beside the picker (the state filter has its own).
    await userEvent.click(within(picker.parentElement as HTMLElement).getByRole('button', { name: '清空' }));
    expect(picker.textContent).toBe('请选择分类');
    await waitFor(() => expect(rowTexts().some((text) => !text.includes(leaf))).toBe(true));
  });

  it('shows a category restored from the address by its path, and another category starts again at page 1', async () => {
    const [goods] = (await listSupplierGoods({ query: { size: 1 } })).records;
    if (!goods?.categoryPath) throw new Error('no goods with a category path');
    const { router } = await open({ categoryId: goods.categoryId, categoryName: goods.categoryPath, page: 2 });
    const picker = screen.getByRole('combobox', { name: '商品分类' });
    expect(picker.textContent).toBe(goods.categoryPath);
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('treeitem', { name: '办公用品' }));
    expect(router.state.location.search).toMatchObject({ categoryName: '办公用品' });
    expect(router.state.location.search).not.toHaveProperty('page');
  });

  it('puts a goods item on the shelf after the confirmation, shows the new state and its history', async () => {
    const goods = await goodsIn(2);
    await open({ sku: goods.sku });
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('已下架')]));
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '上架' }));
    expect(await screen.findByText(`确定上架商品“${goods.name}”吗？`)).toBeTruthy();
    await answer('确定');
    expect(await screen.findByText('已提交上架')).toBeTruthy();
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('已上架')]));

    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '更多' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '状态记录' }));
    const history = await screen.findByRole('table', { name: '状态记录' });
    await waitFor(() => {
      const first = within(history).getAllByRole('row')[1]?.textContent ?? '';
      expect(first).toContain('已下架已上架');
    });
  });

  it('takes selected goods off the shelf in a batch, and a 取消 writes nothing', async () => {
    await open({ goodsState: '1' });
    await waitFor(() => expect(rows().length).toBe(10));
    const skus = rows()
      .slice(0, 2)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent ?? '');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(screen.getByText('已选 2 项')).toBeTruthy();

    const sent = logRequests('POST', '/api/goodsItem/manage/goodsState');
    await userEvent.click(screen.getByRole('button', { name: '批量下架' }));
    expect(await screen.findByText('确定下架选中的 2 件商品吗？')).toBeTruthy();
    await answer('取消');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '批量下架' }));
    await answer('确定');
    expect(await screen.findByText('下架成功')).toBeTruthy();
    sent.stop();
    expect(sent.calls).toHaveLength(1);
    // The on-shelf list no longer holds them.
    await waitFor(() => expect(rowTexts().some((text) => skus.some((sku) => text.includes(sku)))).toBe(false));
  });

  it('shows the server’s refusal and changes nothing', async () => {
    const goods = await goodsIn(1);
    await open({ sku: goods.sku });
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('已上架')]));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await userEvent.click(screen.getByRole('button', { name: '批量上架' }));
    await answer('确定');
    expect(await screen.findByText(`商品“${goods.sku}”已是已上架状态`)).toBeTruthy();
    expect((await getSupplierGoods({ query: { id: goods.id } })).goodsState).toBe(1);
  });

  it('moves an off-shelf item to another kind of goods', async () => {
    const goods = await goodsIn(2);
    await open({ sku: goods.sku });
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining(goods.sku)]));
    const target = goods.itemType === 1 ? '协议商品' : '自营商品';
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await userEvent.click(screen.getByRole('button', { name: '转换类型' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
    await chooseOption(screen.getByRole('combobox', { name: '转换为' }), target);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('商品类型已转换')).toBeTruthy();
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining(target)]));
  });

  it('checks a shop url, then identifies its platform and sku', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '识别商品链接' }));
    const url = screen.getByRole('textbox', { name: '商品链接' });
    await userEvent.click(url);
    await userEvent.paste('item.jd.com/1.html');
    await userEvent.click(screen.getByRole('button', { name: '识别' }));
    expect(await screen.findByText('格式不正确')).toBeTruthy();

    // gys01's skus are its own codes, so a JD sku is bound to none of its goods.
    await userEvent.clear(url);
    await userEvent.paste('https://item.jd.com/100012043978.html');
    await userEvent.click(screen.getByRole('button', { name: '识别' }));
    const result = await screen.findByRole('region', { name: '尚未关联本店商品' });
    expect(result.textContent).toContain('京东');
    expect(result.textContent).toContain('100012043978');
    expect(screen.queryByRole('button', { name: '在列表中查看' })).toBeNull();
  });

  it('shows a goods item’s details', async () => {
    const goods = await goodsIn(1);
    await open({ sku: goods.sku });
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining(goods.sku)]));
    await userEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '详情' }));
    const basics = await screen.findByRole('region', { name: '基本信息' });
    expect(basics.textContent).toContain(goods.name);
    expect((await screen.findByRole('region', { name: '价格与库存' })).textContent).toContain(String(goods.stock));
  });
});
