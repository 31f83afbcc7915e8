import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type components, getDemandCartList, getMaterialCommodity, listMaterialsNoPage } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/purchase/material-list.tsx';
import { Route as ViewRoute } from '@/routes/_workbench/purchase/view-material.tsx';

type Material = components['schemas']['Material'];
type GoodsPage = components['schemas']['GoodsItemPage'];

withSignedIn('caigou01');

describe('物料清单', () => {
  it('lists the materials and finds one by its name', async () => {
    const all = await listMaterialsNoPage({});
    const [material] = all;
    if (!material) throw new Error('no seeded material');
    const named = await listMaterialsNoPage({ query: { materialName: material.materialName } });
    await renderWorkbenchPage('/purchase/material-list', Route);
    const table = await screen.findByRole('table', { name: '物料清单' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(all.length + 1));
    const filters = screen.getByRole('form', { name: '物料筛选' });
    await userEvent.type(within(filters).getByRole('textbox', { name: '物料名称' }), material.materialName);
    await userEvent.click(within(filters).getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(named.length);
      for (const row of rows) expect(row.textContent).toContain(material.materialName);
    });
  });
});

describe('查看物料', () => {
  it('opens a material from the list with its goods on sale, and puts one in the demand car', async () => {
    let found: { material: Material; goods: GoodsPage } | undefined;
    for (const material of await listMaterialsNoPage({})) {
      const goods = await getMaterialCommodity({ query: { materialId: material.id, current: 1, size: 10 } });
      if (goods.records.length > 0) {
        found = { material, goods };
        break;
      }
    }
    if (!found) throw new Error('no material with goods on sale');
    const { material, goods } = found;
    await renderWorkbenchPage('/purchase/material-list', Route);
    const link = await screen.findAllByRole('link', { name: material.materialName });
    expect(link[0]?.getAttribute('href')).toMatch(new RegExp(`^/purchase/view-material\\?id=.*${material.id}`));

    await renderWorkbenchPage('/purchase/view-material', ViewRoute, { id: material.id });
    const info = await screen.findByRole('region', { name: '物料信息' });
    expect(within(info).getByText(material.materialCode)).toBeTruthy();
    const table = await screen.findByRole('table', { name: '关联商品' });
    const [first] = goods.records;
    const cells = await within(table).findAllByRole('cell', { name: first?.name });
    await userEvent.click(within(cells[0]?.closest('tr') as HTMLElement).getByRole('button', { name: '加入需求车' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((toast) => toast.textContent?.endsWith('”已加入需求车'))).toBe(true),
    );
    expect((await getDemandCartList()).some((row) => row.goodsId === first?.id)).toBe(true);
  });
});
