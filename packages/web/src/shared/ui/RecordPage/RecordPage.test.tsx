// The record-page frame, on 消息详情: opened without an id or with one that does not exist, it offers the records it
// is about, searchable, and opens one with a click.
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listMyMessages } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as EvaluateInfo } from '@/routes/_workbench/(supplier)/supplier-agreement-evaluate-info.tsx';
import { Route } from '@/routes/_workbench/(supplier)/supplier-msg-info.tsx';

withSignedIn('gys01');

const choices = async () => {
  const section = await screen.findByRole('region', { name: '选择消息' });
  const table = within(section).getByRole('table', { name: '可选消息' });
  await within(table).findAllByRole('button', { name: /^打开消息：/ });
  return { section, rows: () => within(table).getAllByRole('row').slice(1) };
};

describe('a record page', () => {
  it('opened without an id lists the records, narrows them by a filter and opens one', async () => {
    const [first, second] = (await listMyMessages({ query: { page: 1, limit: 2 } })).records;
    if (!first || !second) throw new Error('the seed has fewer than two messages');
    await renderWorkbenchPage('/supplier-msg-info', Route);
    const { section, rows } = await choices();
    expect(section.textContent).toContain('未指定消息，请从下面选择一条打开。');
    // The chooser pages as the list it comes from: the operation's default page size (limit 20 here).
    expect(rows().length).toBe(Math.min(20, (await listMyMessages({ query: { page: 1, limit: 1 } })).total));

    await userEvent.type(within(section).getByRole('textbox', { name: '标题' }), second.title);
    await userEvent.click(within(section).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes(second.title))).toBe(true));

    await userEvent.click(within(section).getByRole('button', { name: `打开消息：${second.title}` }));
    const body = await screen.findByRole('article', { name: '消息内容' });
    expect(body.textContent).toBe(second.content);
    expect(screen.queryByRole('region', { name: '选择消息' })).toBeNull();
  });

  it('opened with an id that does not exist says so and offers the records', async () => {
    await renderWorkbenchPage('/supplier-msg-info', Route, { id: '1999999999999999999' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/不存在.*：它可能已被删除，或不属于当前账号。$/);
    const { section, rows } = await choices();
    expect(section.textContent).toContain('请从下面选择一条打开。');
    expect(rows().length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('whose record is looked up in a list and not there (null) says so and offers the records', async () => {
    await renderWorkbenchPage('/supplier-agreement-evaluate-info', EvaluateInfo, { id: '1999999999999999999' });
    expect((await screen.findByRole('alert')).textContent).toBe('记录不存在：它可能已被删除，或不属于当前账号。');
    const section = await screen.findByRole('region', { name: '选择评价' });
    expect((await within(section).findAllByRole('button', { name: /^打开评价：/ })).length).toBeGreaterThan(0);
  });
});
