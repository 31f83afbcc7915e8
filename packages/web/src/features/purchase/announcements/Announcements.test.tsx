// The organisation's notices: the approver publishes one waiting for approval or sends it back with a reason.

import { renderWorkbenchPage, switchAccount, withSignedIn } from '@test/support/workbench.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNoticeInfo, pageNoticesToCheck } from '@zc/sdk';
import { describe, expect, it } from 'vitest';
import { Route as AnnouncementCheck } from '@/routes/_workbench/purchase/announcement-check.tsx';
import { Route as AnnouncementIndex } from '@/routes/_workbench/purchase/announcement-index.tsx';

withSignedIn('shenpi01');

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const rowWith = (name: string, text: string) => {
  const row = rowsOf(name).find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

describe('公告审核', () => {
  it('publishes a notice after reading it, and sends another back only with a reason', async () => {
    const [first, second] = (await pageNoticesToCheck({ query: { current: 1, size: 10 } })).records;
    if (!first || !second) throw new Error('fewer than two notices waiting for approval');
    await renderWorkbenchPage('/purchase/announcement-check', AnnouncementCheck);
    await waitFor(() => expect(rowWith('待审核公告', first.title)).toBeTruthy());
    await userEvent.click(within(rowWith('待审核公告', first.title)).getByRole('button', { name: '查看' }));
    const reading = await screen.findByRole('dialog', { name: first.title });
    await userEvent.click(within(reading).getByRole('button', { name: '通过' }));
    const pass = await screen.findByRole('dialog', { name: `通过公告：${first.title}` });
    await userEvent.click(within(pass).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('审核通过，公告已发布')).toBeTruthy();
    expect((await getNoticeInfo({ query: { id: first.id } })).status).toBe(1);

    await waitFor(() => expect(rowWith('待审核公告', second.title)).toBeTruthy());
    await userEvent.click(within(rowWith('待审核公告', second.title)).getByRole('button', { name: '驳回' }));
    const reject = await screen.findByRole('dialog', { name: `驳回公告：${second.title}` });
    await userEvent.click(within(reject).getByRole('button', { name: '确定' }));
    expect(await within(reject).findByText('请填写驳回原因')).toBeTruthy();
    await userEvent.type(within(reject).getByRole('textbox', { name: '驳回原因' }), '截止时间有误');
    await userEvent.click(within(reject).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已驳回公告')).toBeTruthy();
    expect(await getNoticeInfo({ query: { id: second.id } })).toMatchObject({
      status: 4,
      auditOpinion: '截止时间有误',
    });
  });

  it('has nothing waiting for a buyer, who only reads the notices with their state', async () => {
    await switchAccount('caigou01');
    expect((await pageNoticesToCheck({ query: { current: 1, size: 10 } })).total).toBe(0);
    await renderWorkbenchPage('/purchase/announcement-index', AnnouncementIndex);
    await waitFor(() => expect(rowsOf('本单位公告').length).toBeGreaterThan(3));
    expect(screen.getAllByText('待审核').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
  });
});
