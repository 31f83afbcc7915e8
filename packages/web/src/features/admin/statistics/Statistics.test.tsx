import { chooseOption } from '@test/support/controls.ts';
import { loaded, rows } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listSignInTrend, pageRiskReport, selectDealPriceApply } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as risks } from '@/routes/_workbench/(admin)/duplicate-ip-statistics.tsx';
import { Route as signInTrend } from '@/routes/_workbench/(admin)/login-trend-chart.tsx';
import { Route as dashboard } from '@/routes/_workbench/(admin)/statistical-dashboard.tsx';
import { Route as signIns } from '@/routes/_workbench/(admin)/supplier-login-details.tsx';

withSignedIn('admin');

/** The figures a chart stand-in lists for one of its series. */
const seriesOf = async (chart: string, series: string) =>
  (await within(await screen.findByRole('list', { name: `${chart}图` }, loaded)).findByText(new RegExp(`^${series}：`)))
    .textContent;

describe('统计分析', () => {
  it('lists sign-ins of the kind of user chosen, the administrator’s own sign-in first', async () => {
    await renderWorkbenchPage('/supplier-login-details', signIns);
    await waitFor(() => {
      const newest = rows('登录明细')[0]?.textContent;
      expect(newest).toContain('admin');
      expect(newest).toContain('管理员');
    }, loaded);
    await chooseOption(screen.getByRole('combobox', { name: '用户类型' }), '供应商');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => {
      const shown = rows('登录明细');
      expect(shown.length).toBeGreaterThan(1);
      expect(shown.every((row) => row.textContent?.includes('供应商'))).toBe(true);
      expect(shown.some((row) => row.textContent?.includes('管理员'))).toBe(false);
    }, loaded);
  });

  it('draws the sign-ins of the last 30 days per kind of user', async () => {
    await renderWorkbenchPage('/login-trend-chart', signInTrend);
    const days = await listSignInTrend({ query: {} });
    expect(await seriesOf('每日登录次数', '供应商')).toBe(`供应商：${days.map((day) => day.supplierCount).join(',')}`);
  });

  it('switches a risk check off after asking, and its risks leave the report', async () => {
    await renderWorkbenchPage('/duplicate-ip-statistics', risks);
    const checks = await screen.findByRole('region', { name: '风险检测项' }, loaded);
    const duplicateIp = await within(checks).findByText('重复IP报价', {}, loaded);
    const before = (await pageRiskReport({ query: { riskType: 1, page: 1, limit: 10 } })).total;
    expect(before).toBeGreaterThan(0);
    await waitFor(
      () => expect(rows('风险报告').some((row) => row.textContent?.includes('重复IP报价'))).toBe(true),
      loaded,
    );

    await userEvent.click(within(duplicateIp.parentElement as HTMLElement).getByRole('button', { name: '关闭' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('关闭后将不再检测“重复IP报价”');
    await userEvent.click(within(question).getByRole('button', { name: '关闭' }));
    await waitFor(() => {
      expect(duplicateIp.parentElement?.textContent).toContain('已关闭');
      expect(rows('风险报告').some((row) => row.textContent?.includes('重复IP报价'))).toBe(false);
    }, loaded);
  });

  it('shows a material’s price reference and its deals per supplier', async () => {
    await renderWorkbenchPage('/statistical-dashboard', dashboard, { materialName: '劳保用品' });
    const reference = await selectDealPriceApply({ query: { materialName: '劳保用品' } });
    expect(reference.dealCount).toBeGreaterThan(0);
    const figures = await screen.findByLabelText('劳保用品成交价格参考', {}, loaded);
    expect(figures.textContent).toContain(`成交笔数${reference.dealCount}`);
    expect(await seriesOf('成交价格分布', '成交单价（元）')).toMatch(/^成交单价（元）：\d/);
    expect(await seriesOf('供应商成交金额与数量', '成交金额（元）')).toMatch(/^成交金额（元）：\d/);
  });
});
