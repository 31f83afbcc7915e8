import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listMaterialsNoPage } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/purchase/material-list.tsx';

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
