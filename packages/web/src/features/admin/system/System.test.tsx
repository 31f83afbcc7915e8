import { chooseOption, typeDate } from '@test/support/controls.ts';
import { catchDownload, dialog, loaded, rowOf, rows, save } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deletePurchaseQuota,
  getUserPurchaseCategoryList,
  pageFreights,
  pagePurchaseQuotas,
  queryBizDictionaryList,
} from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as accounts } from '@/routes/_workbench/(admin)/account-manager.tsx';
import { Route as affiliates } from '@/routes/_workbench/(admin)/affiliate-branch-manager.tsx';
import { Route as businessDictionary } from '@/routes/_workbench/(admin)/biz-dict.tsx';
import { Route as numberRules } from '@/routes/_workbench/(admin)/coding-rules-manager.tsx';
import { Route as customers } from '@/routes/_workbench/(admin)/customer-service-manager.tsx';
import { Route as dictionary } from '@/routes/_workbench/(admin)/dict.tsx';
import { Route as freights } from '@/routes/_workbench/(admin)/freight-manager.tsx';
import { Route as handbooks } from '@/routes/_workbench/(admin)/handbooks.tsx';
import { Route as holidays } from '@/routes/_workbench/(admin)/holiday-manager.tsx';
import { Route as introductions } from '@/routes/_workbench/(admin)/introduction.tsx';
import { Route as logs } from '@/routes/_workbench/(admin)/log-manager.tsx';
import { Route as branches } from '@/routes/_workbench/(admin)/procurement-branch-manager.tsx';
import { Route as quotas } from '@/routes/_workbench/(admin)/procurement-limit-manager.tsx';
import { Route as tenants } from '@/routes/_workbench/(admin)/system-tenant.tsx';
import { Route as templates } from '@/routes/_workbench/(admin)/template-manager-admin.tsx';

withSignedIn('admin');

const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const act = async (row: HTMLElement, name: string) => userEvent.click(within(row).getByRole('button', { name }));
const answer = async (question: string | RegExp, button = '删除') => {
  const asked = await screen.findByRole('alertdialog');
  expect(asked.textContent).toMatch(question);
  await userEvent.click(within(asked).getByRole('button', { name: button }));
};
/** Ticks a row's checkbox for a batch action. */
const tick = async (row: HTMLElement) => userEvent.click(within(row).getByRole('checkbox'));

describe('系统设置', () => {
  it('a business dictionary entry added is offered by the call the selects read; a second of the same value is refused; 清除缓存 is logged', async () => {
    const page = await renderWorkbenchPage('/biz-dict', businessDictionary, { dictType: 'unit' });
    await rowOf('业务字典列表', '千克');
    expect(rows('业务字典列表').every((row) => row.textContent?.includes('（unit）'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '新增字典项' }));
    // The type chosen in the filter comes filled in.
    expect(field('字典类型')).toHaveProperty('value', 'unit');
    await userEvent.type(field('字典值'), '吨');
    await userEvent.type(field('字典标签'), '吨');
    await save();
    await rowOf('业务字典列表', '吨');
    expect((await queryBizDictionaryList({ query: { dictType: 'unit' } })).map((e) => e.dictLabel)).toContain('吨');

    await userEvent.click(screen.getByRole('button', { name: '新增字典项' }));
    await userEvent.type(field('字典值'), '箱');
    await userEvent.type(field('字典标签'), '箱子');
    await save();
    expect(await within(dialog()).findByText('字典类型“unit”下已存在字典值“箱”')).toBeTruthy();
    expect(field('字典标签')).toHaveProperty('value', '箱子');
    await userEvent.click(within(dialog()).getByRole('button', { name: '取消' }));
    await answer('填写的内容尚未保存', '放弃');

    await userEvent.click(screen.getByRole('button', { name: '清除缓存' }));
    expect(await screen.findByText('缓存已清除')).toBeTruthy();
    page.unmount();
    await renderWorkbenchPage('/log-manager', logs, { operation: '清除业务字典缓存' });
    const entry = await rowOf('日志列表', '清除业务字典缓存');
    expect(entry.textContent).toContain('admin');
    await act(entry, '详情');
    expect(
      await within(await screen.findByRole('dialog', { name: '日志详情' })).findByText(
        'POST /api/biz/dictionary/clearCache',
      ),
    ).toBeTruthy();
  });

  it('the system dictionary switches an entry off and deletes one after asking', async () => {
    await renderWorkbenchPage('/dict', dictionary);
    const row = await rowOf('数据字典列表', '已上架');
    await act(row, '停用');
    await waitFor(async () => expect((await rowOf('数据字典列表', '已上架')).textContent).toContain('停用'));
    await act(await rowOf('数据字典列表', '已上架'), '删除');
    await answer(/确定删除字典项“.*已上架”吗？/);
    await waitFor(() => expect(rows('数据字典列表').some((r) => r.textContent?.includes('已上架'))).toBe(false));
  });

  it('the log exports its filtered rows as an xlsx file', async () => {
    await renderWorkbenchPage('/log-manager', logs, { logType: 1 });
    await rowOf('日志列表', '登录日志');
    expect(rows('日志列表').every((row) => row.textContent?.includes('登录日志'))).toBe(true);
    const saved = catchDownload();
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    const file = await saved();
    expect(file.name).toMatch(/\.xlsx$/);
    expect(file.head.slice(0, 2)).toBe('PK');
  });

  it('number rules check the code as the platform does, and a batch delete says which rule stayed and why', async () => {
    await renderWorkbenchPage('/coding-rules-manager', numberRules);
    await rowOf('编码规则列表', 'ORDER_NO');
    await userEvent.click(screen.getByRole('button', { name: '新增编码规则' }));
    await userEvent.type(field('规则编码'), 'receipt');
    await userEvent.type(field('规则名称'), '收货单编号');
    await userEvent.type(field('前缀'), 'SH');
    await save();
    expect(await within(dialog()).findByText('格式不正确')).toBeTruthy();
    await userEvent.clear(field('规则编码'));
    await userEvent.type(field('规则编码'), 'RECEIPT_NO');
    await save();
    const added = await rowOf('编码规则列表', 'RECEIPT_NO');
    expect(added.textContent).toMatch(/SH\d{8}0001/);

    await tick(added);
    await tick(await rowOf('编码规则列表', 'ORDER_NO'));
    await userEvent.click(screen.getByRole('button', { name: '批量删除' }));
    await answer('确定删除选中的 2 条编码规则吗？');
    const report = await screen.findByRole('dialog', { name: '部分未删除' });
    expect(report.textContent).toContain('已删除 1 条编码规则，1 条未删除');
    expect(report.textContent).toContain('“订单编号”：编码规则“订单编号”已生成编号，不能删除，可停用');
    await userEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(rows('编码规则列表').some((r) => r.textContent?.includes('RECEIPT_NO'))).toBe(false));
    await rowOf('编码规则列表', 'ORDER_NO');
  });

  it('holidays are added by day and a day is not entered twice; tenants are switched off', async () => {
    const page = await renderWorkbenchPage('/holiday-manager', holidays, { year: 2026 });
    await rowOf('节假日列表', '国庆节');
    await userEvent.click(screen.getByRole('button', { name: '新增节假日' }));
    await typeDate(within(dialog()).getByRole('combobox', { name: '日期' }), '2026-10-01');
    await userEvent.type(field('名称'), '国庆节');
    await save();
    expect(await within(dialog()).findByText(/日期“2026-10-01”已存在/)).toBeTruthy();
    await typeDate(within(dialog()).getByRole('combobox', { name: '日期' }), '2026-12-31');
    await userEvent.clear(field('名称'));
    await userEvent.type(field('名称'), '年终调休');
    await chooseOption(within(dialog()).getByRole('combobox', { name: '类型' }), '调休工作日');
    await save();
    expect((await rowOf('节假日列表', '年终调休')).textContent).toContain('调休工作日');
    page.unmount();

    await renderWorkbenchPage('/system-tenant', tenants);
    const tenant = await rowOf('租户列表', '西山煤电集团采购平台');
    await act(tenant, '停用');
    await waitFor(async () => expect((await rowOf('租户列表', '西山煤电集团采购平台')).textContent).toContain('停用'));
  });

  it('a supplier’s service contact needs its supplier; the two branch pages list their own kind', async () => {
    const page = await renderWorkbenchPage('/customer-service-manager', customers);
    await rowOf('客服列表', '平台客服热线');
    await userEvent.click(screen.getByRole('button', { name: '新增客服' }));
    await userEvent.type(field('客服名称'), '晨光售后');
    await chooseOption(within(dialog()).getByRole('combobox', { name: '客服类型' }), '供应商客服');
    await save();
    expect(await within(dialog()).findByText('供应商客服须选择供应商')).toBeTruthy();
    page.unmount();

    const procurement = await renderWorkbenchPage('/procurement-branch-manager', branches);
    const shown = await rowOf('采购分支机构列表', '显示');
    expect(rows('采购分支机构列表').some((row) => row.textContent?.includes('华北能源物流配送中心'))).toBe(false);
    await act(shown, '隐藏');
    expect(await screen.findByText('已隐藏')).toBeTruthy();
    procurement.unmount();
    await renderWorkbenchPage('/affiliate-branch-manager', affiliates);
    await rowOf('附属分支机构列表', '华北能源物流配送中心');
  });

  it('a buyer’s category quota lowered is what the order check reads; below what plans use, or deleting a used one, is refused', async () => {
    const { records } = await pagePurchaseQuotas({ query: { limit: 100 } });
    const quota = records.find((row) => row.userId && row.usedAmount === 0);
    const used = records.find((row) => row.userId && row.usedAmount > 0);
    if (!quota?.userId || !used) throw new Error('the seed has buyers’ quotas used and not');
    await renderWorkbenchPage('/procurement-limit-manager', quotas, { userName: quota.userName });
    await act(await rowOf('采购限额列表', quota.categoryName ?? ''), '编辑');
    await screen.findByRole('dialog', { name: '编辑采购限额' });
    await userEvent.clear(within(dialog()).getByRole('spinbutton', { name: '限额（元）' }));
    await userEvent.type(within(dialog()).getByRole('spinbutton', { name: '限额（元）' }), '1.005');
    await save();
    expect(await within(dialog()).findByText('最多两位小数')).toBeTruthy();
    await userEvent.clear(within(dialog()).getByRole('spinbutton', { name: '限额（元）' }));
    await userEvent.type(within(dialog()).getByRole('spinbutton', { name: '限额（元）' }), '100');
    await save();
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const limits = await getUserPurchaseCategoryList({ path: { userId: quota.userId } });
    expect(limits.find((limit) => limit.categoryId === quota.categoryId)?.quotaAmount).toBe(100);

    await expect(deletePurchaseQuota({ path: { id: used.id } })).rejects.toMatchObject({
      msg: `采购限额已使用¥${used.usedAmount.toFixed(2)}，不能删除，可停用`,
    });
  });

  it('a freight rule needs a province; the default rule is not deleted; payment terms are one per unit', async () => {
    const page = await renderWorkbenchPage('/freight-manager', freights);
    const { records } = await pageFreights({ query: { limit: 50 } });
    const rule = records.find((row) => row.isDefault === 1);
    if (!rule) throw new Error('the seed has default freight rules');
    await userEvent.click(screen.getByRole('button', { name: '新增运费规则' }));
    await chooseOption(within(dialog()).getByRole('combobox', { name: '供应商' }), rule.supplierName ?? '');
    await userEvent.type(field('规则名称'), '山西省内配送');
    await userEvent.type(within(dialog()).getByRole('spinbutton', { name: '运费（元）' }), '6');
    await userEvent.type(within(dialog()).getByRole('spinbutton', { name: '包邮门槛（元）' }), '88');
    await save();
    expect(await within(dialog()).findByText(/至少/)).toBeTruthy();
    await userEvent.click(
      within(await within(dialog()).findByRole('group', { name: '配送地区' })).getByRole('checkbox', {
        name: '山西省',
      }),
    );
    await save();
    expect((await rowOf('运费规则列表', '山西省内配送')).textContent).toContain('88.00');

    await act(await rowOf('运费规则列表', rule.ruleName), '删除');
    await answer(`确定删除运费规则“${rule.ruleName}”吗？`);
    expect(await screen.findByText('默认运费规则不能删除，请先将其他规则设为默认')).toBeTruthy();
    page.unmount();

    await renderWorkbenchPage('/account-manager', accounts);
    const existing = await waitFor(() => {
      const first = rows('账期列表')[0];
      if (!first?.textContent?.includes('天')) throw new Error('no payment terms yet');
      return first;
    }, loaded);
    const orgName = within(existing).getAllByRole('cell')[1]?.textContent ?? '';
    await userEvent.click(screen.getByRole('button', { name: '新增账期设置' }));
    await chooseOption(within(dialog()).getByRole('combobox', { name: '采购单位' }), orgName);
    await save();
    expect(await within(dialog()).findByText('该采购单位已设置账期')).toBeTruthy();
  });

  it('manuals download their file, introductions preview as the mall shows them, templates list per kind', async () => {
    const manuals = await renderWorkbenchPage('/handbooks', handbooks);
    const manual = await rowOf('操作手册列表', '采购人操作手册');
    const saved = catchDownload();
    await act(manual, '下载');
    expect((await saved()).name).toBe('采购人操作手册.pdf');
    manuals.unmount();

    const intros = await renderWorkbenchPage('/introduction', introductions);
    await act(await rowOf('平台介绍列表', '关于我们'), '预览');
    expect((await screen.findByRole('dialog', { name: '关于我们' })).textContent?.length).toBeGreaterThan(20);
    intros.unmount();

    await renderWorkbenchPage('/template-manager-admin', templates, { templateType: 1 });
    await rowOf('模板列表', '商品导入模板');
    expect(rows('模板列表').every((row) => row.textContent?.includes('商品导入模板'))).toBe(true);
  });
});
