import { chooseOption } from '@test/support/controls.ts';
import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagePlatformMessages, pageQueryNotices, pageQueryPurchaseNotices } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as sendMessage } from '@/routes/_workbench/(admin)/add-msg.tsx';
import { Route as notices } from '@/routes/_workbench/(admin)/announcement-manager.tsx';
import { Route as messageInfo } from '@/routes/_workbench/(admin)/msg-info.tsx';
import { Route as messages } from '@/routes/_workbench/(admin)/msg-manager.tsx';

withSignedIn('admin');

const loaded = { timeout: 10_000 };
const rowOf = async (table: string, text: string) =>
  waitFor(() => {
    const row = within(screen.getByRole('table', { name: table }))
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text));
    if (!row) throw new Error(`no row with ${text}`);
    return row;
  }, loaded);
const answer = async (button: string) =>
  userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: button }));

describe('消息与公告', () => {
  it('lists the messages sent with how many read them, and shows who read one', async () => {
    const list = await renderWorkbenchPage('/msg-manager', messages);
    const row = await rowOf('消息列表', '资质年审通知');
    expect(row.textContent).toContain('全部供应商');
    list.unmount();
    const sent = (await pagePlatformMessages({ query: { title: '资质年审通知' } })).records[0] as {
      id: string;
      readCount: number;
    };
    await renderWorkbenchPage('/msg-info', messageInfo, { id: sent.id });
    const details = await screen.findByRole('region', { name: '消息信息' }, loaded);
    expect(details.textContent).toContain(`${sent.readCount}（未读`);
    const receivers = await screen.findByRole('table', { name: '接收人列表' });
    await waitFor(() => expect(within(receivers).getAllByRole('row').length).toBeGreaterThan(1), loaded);
    await chooseOption(screen.getByRole('combobox', { name: '阅读状态' }), '未读');
    await waitFor(() => {
      const rows = within(receivers).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const one of rows) expect(one.textContent).toContain('未读');
    }, loaded);
  });

  it('refuses a message without its title and content, or to chosen users without any, then sends to all suppliers', async () => {
    await renderWorkbenchPage('/add-msg', sendMessage);
    const form = await screen.findByRole('form', { name: '发送消息' });
    await userEvent.click(within(form).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(within(form).getAllByText('此项为必填项')).toHaveLength(2));
    await userEvent.type(within(form).getByRole('textbox', { name: '标题' }), '平台结算规则调整');
    await userEvent.type(within(form).getByRole('textbox', { name: '内容' }), '自下月起按自然月结算。');
    await chooseOption(within(form).getByRole('combobox', { name: '接收对象' }), '指定用户');
    await userEvent.click(within(form).getByRole('button', { name: '发送' }));
    expect(await within(form).findByText('请选择接收消息的用户')).toBeTruthy();
    await chooseOption(within(form).getByRole('combobox', { name: '接收对象' }), '全部供应商');
    await userEvent.click(within(form).getByRole('button', { name: '发送' }));
    expect(await screen.findByText(/发送成功，共 \d+ 人接收/, {}, loaded)).toBeTruthy();
    const sent = (await pagePlatformMessages({ query: { title: '平台结算规则调整' } })).records[0];
    expect(sent?.receiverType).toBe(2);
    expect(sent?.readCount).toBe(0);
  });

  it('publishes a draft notice to the mall, and withdraws it after asking', async () => {
    await renderWorkbenchPage('/announcement-manager', notices);
    await screen.findByRole('table', { name: '公告列表' });
    await userEvent.click(screen.getByRole('button', { name: '新增公告' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '标题' }), '春节期间平台服务安排');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: '正文' }),
      '<p>春节期间客服正常值守。</p><script>alert(1)</script>',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已保存为草稿')).toBeTruthy();
    const draft = await rowOf('公告列表', '春节期间平台服务安排');
    expect(draft.textContent).toContain('草稿');

    await userEvent.click(within(draft).getByRole('button', { name: '预览' }));
    const preview = await screen.findByRole('dialog', { name: '春节期间平台服务安排' });
    expect(preview.textContent).toContain('春节期间客服正常值守。');
    expect(preview.querySelector('script')).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(
      within(await rowOf('公告列表', '春节期间平台服务安排')).getByRole('button', { name: '发布' }),
    );
    expect(await screen.findByText('公告已发布')).toBeTruthy();
    const shown = async () => (await pageQueryNotices({ query: { title: '春节期间平台服务安排' } })).total;
    expect(await shown()).toBe(1);
    const published = await rowOf('公告列表', '春节期间平台服务安排');
    await waitFor(() => expect(within(published).queryByRole('button', { name: '删除' })).toBeNull());
    await userEvent.click(within(published).getByRole('button', { name: '撤回' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('撤回后商城不再展示');
    await answer('撤回');
    expect(await screen.findByText('公告已撤回')).toBeTruthy();
    expect(await shown()).toBe(0);
  });

  it('shows the administrator the notices other units published, but not their drafts', async () => {
    const rows = (await pageQueryPurchaseNotices({ query: { size: 500 } })).records;
    expect(rows.some((notice) => notice.publishOrgName === '华北能源集团物资有限公司' && notice.status === 1)).toBe(
      true,
    );
    expect(rows.some((notice) => notice.publishOrgName !== '政采商城平台运营中心' && notice.status === 0)).toBe(false);
  });
});
