import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMaterialCommodity, supplierMaterialList } from '@zc/sdk';
import { describe, expect, it, vi } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-material-manager.tsx';

withSignedIn('gys01');
// Generous waits: the machine is shared, and a loaded run is several times slower than an idle one.

const open = (search = {}) => renderWorkbenchPage('/supplier-material-manager', Route, search);
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('物料管理', () => {
  it('lists the materials of the supplier’s goods and filters them by name', async () => {
    const { total } = await supplierMaterialList({ query: { size: 1 } });
    const bags = await supplierMaterialList({ query: { materialName: '垃圾袋' } });
    await open();
    await waitFor(() => expect(rowsOf('物料列表').length).toBe(Math.min(10, total)));
    expect(screen.getByText(`共 ${total} 条`)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '物料名称' }), '垃圾袋');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(rowsOf('物料列表').map((row) => row.textContent)).toEqual(
        bags.records.map((bag) => expect.stringContaining(bag.materialCode)),
      ),
    );
    expect(rowsOf('物料列表').every((row) => row.textContent?.includes('垃圾袋'))).toBe(true);
  });

  it('shows the goods bound to a material', async () => {
    const [material] = (await supplierMaterialList({ query: { materialName: '分类垃圾桶' } })).records;
    if (!material) throw new Error('no material 分类垃圾桶');
    const goods = await getMaterialCommodity({ query: { materialId: material.id, current: 1, size: 10 } });
    await open({ materialName: '分类垃圾桶' });
    await waitFor(() =>
      expect(rowsOf('物料列表').map((row) => row.textContent)).toEqual([
        expect.stringContaining(material.materialCode),
      ]),
    );
    expect(rowsOf('物料列表')[0]?.textContent).toContain(String(material.goodsCount));
    await userEvent.click(within(rowsOf('物料列表')[0] as HTMLElement).getByRole('button', { name: '查看商品' }));
    const dialog = await screen.findByRole('dialog', { name: '物料商品：分类垃圾桶' });
    // The first page of the goods bound to it, each with its supplier, and as many in all as the list counted.
    await waitFor(() =>
      expect(rowsOf('物料商品列表').map((row) => row.textContent)).toEqual(
        goods.records.map((item) => expect.stringContaining(item.sku)),
      ),
    );
    for (const [i, row] of rowsOf('物料商品列表').entries())
      expect(row.textContent).toContain(goods.records[i]?.supplierName);
    expect(within(dialog).getByText(`共 ${material.goodsCount} 条`)).toBeTruthy();
  });

  it('exports the filtered materials as an xlsx file', async () => {
    await open({ materialName: '垃圾袋' });
    await waitFor(() =>
      expect(rowsOf('物料列表').map((row) => row.textContent)).toEqual([
        expect.stringContaining('垃圾袋'),
        expect.stringContaining('垃圾袋'),
      ]),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:materials';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/\.xlsx$/);
    // An xlsx is a zip: it starts with PK.
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    vi.restoreAllMocks();
  });
});
