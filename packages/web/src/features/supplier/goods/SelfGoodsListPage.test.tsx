import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { querySupplierGoods } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-commerce-putawayt.tsx';

withSignedIn('gys01');

const skusShown = () =>
  within(screen.getByRole('table', { name: '自营商品列表' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('自营商品上架', () => {
  it('lists only self-operated goods, narrows them by name and links to adding one', async () => {
    const self = await querySupplierGoods({ body: { itemType: 1, current: 1, size: 10 } });
    await renderWorkbenchPage('/supplier-commerce-putawayt', Route);
    await waitFor(() => expect(skusShown()).toEqual(self.records.map((goods) => goods.sku)));
    expect(screen.getByRole('link', { name: '新增自营商品' }).getAttribute('href')).toBe(
      '/supplier-commerce-putawayt-add',
    );

    const name = self.records[0]?.name ?? '';
    await userEvent.type(screen.getByRole('textbox', { name: '商品名称' }), name);
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    const matching = await querySupplierGoods({ body: { itemType: 1, name, current: 1, size: 10 } });
    await waitFor(() => expect(skusShown()).toEqual(matching.records.map((goods) => goods.sku)));
    expect(matching.total).toBeLessThan(self.total);
  });
});
