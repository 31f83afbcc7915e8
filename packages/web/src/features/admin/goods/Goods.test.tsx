import { catchDownload, dialog, loaded, rowOf, rows } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listGoodsForManage, setGoodsState } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as local } from '@/routes/_workbench/(admin)/local-supplier-commodity-management.tsx';
import { Route as online } from '@/routes/_workbench/(admin)/online-commodity-management.tsx';

withSignedIn('admin');

/** The goods of the list's first page, as the server has them. */
const goodsIn = async (query: NonNullable<Parameters<typeof listGoodsForManage>[0]>['query']) =>
  (await listGoodsForManage({ query })).records;
const answer = async (question: string) => {
  const asked = await screen.findByRole('alertdialog');
  expect(asked.textContent).toContain(question);
  await userEvent.click(within(asked).getByRole('button', { name: '确定' }));
};

describe('线上商品管理', () => {
  it('refuses goods under review without a reason in the platform’s words, then rejects and approves them', async () => {
    const [rejected, approved] = await goodsIn({ goodsState: 3 });
    if (!rejected || !approved) throw new Error('the seed has goods under review');
    await renderWorkbenchPage('/online-commodity-management', online, { goodsState: 3 });
    const row = await rowOf('商品列表', rejected.sku);
    expect(row.textContent).toContain('审核中');
    expect(row.textContent).toContain(rejected.supplierName);

    await userEvent.click(within(row).getByRole('button', { name: '审核驳回' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '审核驳回' }));
    expect(await within(dialog()).findByText('驳回商品时请填写驳回原因')).toBeTruthy();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '驳回原因' }), '主图与实物不符');
    await userEvent.click(within(dialog()).getByRole('button', { name: '审核驳回' }));
    expect(await screen.findByText('已审核驳回', {}, loaded)).toBeTruthy();
    await waitFor(() => expect(rows('商品列表').some((line) => line.textContent?.includes(rejected.sku))).toBe(false));
    const [after] = await goodsIn({ sku: rejected.sku, supplierId: rejected.supplierId });
    expect([after?.goodsState, after?.auditRemark]).toEqual([4, '主图与实物不符']);

    await userEvent.click(within(await rowOf('商品列表', approved.sku)).getByRole('button', { name: '审核通过' }));
    await answer(`确定审核通过商品“${approved.name}”吗？`);
    expect(await screen.findByText('已审核通过', {}, loaded)).toBeTruthy();
    expect((await goodsIn({ sku: approved.sku, supplierId: approved.supplierId }))[0]?.goodsState).toBe(1);
  });

  it('takes goods off shelf only with a reason, and reports which of a batch could not go on shelf', async () => {
    const [onShelf] = await goodsIn({ goodsState: 1 });
    if (!onShelf) throw new Error('the seed has goods on shelf');
    const single = await renderWorkbenchPage('/online-commodity-management', online, { sku: onShelf.sku });
    await userEvent.click(within(await rowOf('商品列表', onShelf.sku)).getByRole('button', { name: '下架' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: '下架原因' }), '价格高于市场价');
    await userEvent.click(within(dialog()).getByRole('button', { name: '下架' }));
    // The reason shows on hover over the new state.
    await waitFor(async () =>
      expect(within(await rowOf('商品列表', onShelf.sku)).getByTitle('价格高于市场价').textContent).toBe('已下架'),
    );

    const [ready, taken] = (await goodsIn({ goodsState: 2 })).filter((goods) => goods.stock > 0);
    if (!ready || !taken) throw new Error('the seed has goods off shelf with stock');
    single.unmount();
    await renderWorkbenchPage('/online-commodity-management', online, { goodsState: 2 });
    for (const goods of [ready, taken])
      await userEvent.click(within(await rowOf('商品列表', goods.sku)).getByRole('checkbox'));
    // Meanwhile another administrator puts one of them on shelf: the batch puts the other one only.
    await setGoodsState({ body: { ids: [taken.id], goodsState: 1 } });
    await userEvent.click(screen.getByRole('button', { name: '批量上架' }));
    await answer('确定上架选中的 2 件商品吗？');
    const report = within(await screen.findByRole('dialog', { name: '批量上架' }, loaded)).getByRole('status');
    expect(report.textContent).toContain('已上架 1 件商品，1 件未完成');
    expect(report.textContent).toContain(`${taken.sku}：商品“${taken.sku}”已是已上架状态`);
    expect((await goodsIn({ sku: ready.sku, supplierId: ready.supplierId }))[0]?.goodsState).toBe(1);
  });

  it('narrows the goods to the category kept in the address, shown by its path, until × clears it', async () => {
    const [goods] = await goodsIn({ size: 1 });
    if (!goods?.categoryPath) throw new Error('the seed has goods with a category');
    const secondPage = await goodsIn({ categoryId: goods.categoryId, current: 2, size: 10 });
    if (!secondPage[0]) throw new Error('the seed has more than a page of goods in a category');
    const { router } = await renderWorkbenchPage('/online-commodity-management', online, {
      categoryId: goods.categoryId,
      categoryName: goods.categoryPath,
      page: 2,
    });
    const picker = screen.getByRole('combobox', { name: '商品分类' });
    expect(picker.textContent).toBe(goods.categoryPath);
    await rowOf('商品列表', secondPage[0].sku);
    expect(rows('商品列表').length).toBe(secondPage.length);
    await userEvent.click(within(picker.parentElement as HTMLElement).getByRole('button', { name: '清空' }));
    expect(picker.textContent).toBe('请选择分类');
    expect(router.state.location.search).not.toHaveProperty('categoryId');
    expect(router.state.location.search).not.toHaveProperty('page');
    const firstPage = await goodsIn({ size: 10 });
    await rowOf('商品列表', firstPage[0]?.sku ?? '');
  });

  it('shows the local suppliers’ goods only, and exports the rows the filters show as a spreadsheet', async () => {
    const localGoods = await goodsIn({ itemType: 3 });
    await renderWorkbenchPage('/local-supplier-commodity-management', local);
    await rowOf('商品列表', localGoods[0]?.sku ?? '');
    expect(rows('商品列表').length).toBe(localGoods.length);
    expect(screen.queryByRole('columnheader', { name: '商品类型' })).toBeNull();

    const downloaded = catchDownload();
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    const { name, head } = await downloaded();
    expect(name).toMatch(/^平台商品列表.*\.xlsx$/);
    expect(head.slice(0, 2)).toBe('PK');
  });
});
