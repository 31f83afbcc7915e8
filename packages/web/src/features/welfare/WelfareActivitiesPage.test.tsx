import { chooseOption } from '@test/support/controls.ts';
import { signInAs } from '@test/support/mock-backend.tsx';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageWelfares, pageWelfareUsers } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(admin)/welfare-user-activities.tsx';
import { formatMoney } from '@/shared/format/money.ts';

withSignedIn('fuli01');

const loaded = { timeout: 10_000 };
const table = () => screen.getByRole('table', { name: '福利活动' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('福利活动 (welfare user)', () => {
  it('reads only the activities the user takes part in, and only their own memberships', async () => {
    const mine = await pageWelfares({ query: { current: 1, size: 100 } });
    const memberships = await pageWelfareUsers({ query: { current: 1, size: 100 } });
    expect(memberships.records.length).toBeGreaterThan(0);
    expect(new Set(memberships.records.map((row) => row.account))).toEqual(new Set(['fuli01']));
    expect(new Set(mine.records.map((row) => row.id))).toEqual(
      new Set(memberships.records.map((row) => row.welfareId)),
    );
    await signInAs('admin');
    const users = await pageWelfareUsers({ query: { current: 1, size: 1 } });
    expect(users.total).toBeGreaterThan(memberships.total);
  });

  it('lists the activities with the user’s balance, narrows them by state, and opens one', async () => {
    const all = await pageWelfares({ query: { current: 1, size: 100 } });
    const running = await pageWelfares({ query: { current: 1, size: 100, status: 1 } });
    const memberships = await pageWelfareUsers({ query: { current: 1, size: 100 } });
    expect(running.total).toBeGreaterThan(0);
    expect(running.total).toBeLessThan(all.total);
    await renderWorkbenchPage('/welfare-user-activities', Route);
    await waitFor(() => expect(screen.getByText(`共 ${all.total} 条`)).toBeTruthy(), loaded);

    await chooseOption(screen.getByRole('combobox', { name: '活动状态' }), '进行中');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText(`共 ${running.total} 条`)).toBeTruthy(), loaded);
    expect(rows().every((row) => row.textContent?.includes('进行中'))).toBe(true);

    const first = running.records[0];
    const member = memberships.records.find((row) => row.welfareId === first?.id);
    if (!first || !member) throw new Error('fuli01 takes part in no running activity');
    const row = rows().find((each) => each.textContent?.includes(first.welfareName)) as HTMLElement;
    expect(row.textContent).toContain(formatMoney(member.balance ?? member.quotaAmount - member.usedAmount));
    await userEvent.click(within(row).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '福利活动详情' }, loaded);
    const info = await within(dialog).findByRole('region', { name: '活动信息' }, loaded);
    expect(info.textContent).toContain(first.welfareName);
    expect(within(dialog).getByRole('region', { name: '我的福利' }).textContent).toContain(
      `可用余额：¥${formatMoney(member.balance ?? 0)}`,
    );
  });
});
