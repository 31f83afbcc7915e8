import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, testFile, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-brand-manager.tsx';

withSignedIn('gys01');

const open = (search = {}) => renderWorkbenchPage('/supplier-brand-manager', Route, search);
const rows = () =>
  within(screen.getByRole('table', { name: '品牌列表' }))
    .getAllByRole('row')
    .slice(1);

describe('品牌管理', () => {
  it('lists the supplier’s brands and filters them by review state', async () => {
    await open();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await chooseOption(screen.getByRole('combobox', { name: '审核状态' }), '审核驳回');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const states = rows().map((row) => row.textContent ?? '');
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((text) => text.includes('审核驳回'))).toBe(true);
    });
  });

  it('refuses a brand without its name or authorisation letter, then lists a proposed one as pending', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '新增品牌' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    // 品牌名称 and 品牌授权书
    await waitFor(() => expect(screen.getAllByText('此项为必填项')).toHaveLength(2));

    await userEvent.type(screen.getByRole('textbox', { name: '品牌名称' }), '青禾文具');
    await userEvent.type(screen.getByRole('textbox', { name: '首字母' }), 'q');
    const letter = testFile('授权书.pdf', 'application/pdf');
    await userEvent.upload(screen.getByLabelText('上传授权书'), letter);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('格式不正确')).toBeTruthy();

    await userEvent.clear(screen.getByRole('textbox', { name: '首字母' }));
    await userEvent.type(screen.getByRole('textbox', { name: '首字母' }), 'Q');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('提交成功，等待平台审核')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: '品牌名称' }), '青禾');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('待审核')]));
  });
});
