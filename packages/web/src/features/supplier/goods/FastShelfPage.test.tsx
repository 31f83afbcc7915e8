import { logRequests } from '@test/support/request-log.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fastUpShelf, getSupplierGoods, listSupplierGoods } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/goods-fast-shelf.tsx';

withSignedIn('gys01');
// Seeding 5,000 goods before each test leaves a busy machine slow to answer.

const open = () => renderWorkbenchPage('/goods-fast-shelf', Route);
const skus = () => screen.getByRole('textbox', { name: '商品 SKU' }) as HTMLTextAreaElement;

describe('快速上架', () => {
  it('asks for skus of at most 64 characters before anything is sent', async () => {
    await open();
    expect(await screen.findByText('还没有快速上架记录')).toBeTruthy();
    expect(skus().value).toBe('');
    const sent = logRequests('POST', '/api/goodsItem/fastUpShelf');
    await userEvent.click(screen.getByRole('button', { name: '开始上架' }));
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
    await userEvent.type(skus(), `C07000048\n${'9'.repeat(65)}`);
    await userEvent.click(screen.getByRole('button', { name: '开始上架' }));
    expect(await screen.findByText('最多 64 个字符')).toBeTruthy();
    sent.stop();
    expect(sent.calls).toEqual([]);
  });

  it('starts from the last run’s failures and puts the typed skus on the shelf', async () => {
    await fastUpShelf({ body: { skus: ['NO-SUCH-1'] } });
    const [offShelf] = (await listSupplierGoods({ query: { goodsState: 2, itemType: 4, size: 20 } })).records.filter(
      (goods) => goods.stock > 0,
    );
    if (!offShelf) throw new Error('no off-shelf goods');
    await open();
    await waitFor(() => expect(skus().value).toBe('NO-SUCH-1'));
    expect((await screen.findByRole('region', { name: '上架失败的商品' })).textContent).toContain(
      '未找到该SKU对应的商品，请先同步电商商品',
    );

    await userEvent.clear(skus());
    await userEvent.click(skus());
    await userEvent.paste(`${offShelf.sku}\nNO-SUCH-2`);
    await userEvent.click(screen.getByRole('button', { name: '开始上架' }));
    expect(await screen.findByText('快速上架完成：成功 1 件，失败 1 件')).toBeTruthy();
    await waitFor(() => expect(skus().value).toBe('NO-SUCH-2'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '最近一次快速上架' }).textContent).toContain('成功数量：1'),
    );
    expect((await getSupplierGoods({ query: { id: offShelf.id } })).goodsState).toBe(1);
  });
});
