import { typeDate } from '@test/support/controls.ts';
import { dialog, loaded, save } from '@test/support/table.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWelfareSuppliers, pageWelfares } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/welfare-activity.tsx';

withSignedIn('admin');

const field = (name: RegExp) => within(dialog()).getByLabelText(name);

describe('福利活动管理', () => {
  it('creates an activity with a budget per user and the suppliers it allows, refusing a negative budget and an end before the start', async () => {
    const supplier = (await pageWelfareSuppliers({ query: { current: 1, size: 1 } })).records[0];
    if (!supplier) throw new Error('the seed has welfare suppliers');
    await renderWorkbenchPage('/welfare-activity', Route);
    await userEvent.click(await screen.findByRole('button', { name: '新增福利活动' }, loaded));
    await userEvent.type(field(/活动名称$/), '2027年中秋员工福利');
    await typeDate(field(/开始时间$/), '2027-09-01');
    await typeDate(field(/结束时间$/), '2027-08-01');
    await userEvent.type(field(/每人额度（元）$/), '-5');
    await save();
    expect(await within(dialog()).findByText('不能小于 0')).toBeTruthy();

    await userEvent.clear(field(/每人额度（元）$/));
    await userEvent.type(field(/每人额度（元）$/), '300');
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: supplier.supplierName }));
    await save();
    expect(await within(dialog()).findByText('活动结束时间必须晚于开始时间', {}, loaded)).toBeTruthy();

    await typeDate(field(/结束时间$/), '2027-09-30');
    await save();
    expect(await screen.findByText('保存成功', {}, loaded)).toBeTruthy();
    await waitFor(async () => {
      const created = (await pageWelfares({ query: { welfareName: '2027年中秋员工福利' } })).records[0];
      expect(created).toMatchObject({ quotaPerUser: 300, supplierIds: [supplier.supplierId], status: 0 });
    });
  });
});
