import { renderPage, signInAs, withMockBackend } from '@test/support/mock-backend.tsx';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockConfig, seededPassword } from '@zc/mocks/config';
import { readSession } from '@zc/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/app/query-client.tsx';
import { openTab, tabsState } from '@/app/tabs.ts';
import { refreshSessionState } from '@/shared/session/session.ts';
import { LoginPage } from './LoginPage.tsx';

withMockBackend();

// The captcha's answer is not on the page; these tests sign in with the platform's captcha switched off.
beforeEach(() => {
  mockConfig.captcha = false;
});
afterEach(() => {
  mockConfig.captcha = true;
});

async function dragSlider() {
  const slider = screen.getByRole('slider', { name: '滑块验证' });
  fireEvent.change(slider, { target: { value: '100' } });
  fireEvent.pointerUp(slider);
  await screen.findByText('验证通过');
}

describe('login page', () => {
  it('asks for what is missing, then signs in and opens the user’s home', async () => {
    const user = userEvent.setup();
    await renderPage('/login', () => <LoginPage />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入用户名');
    await user.type(screen.getByRole('textbox', { name: '用户名' }), 'caigou01');
    await user.type(screen.getByLabelText('密码'), seededPassword);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请拖动滑块完成验证');
    await dragSlider();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/purchase/my-platform');
    expect(readSession()?.userName).toBe('caigou01');
  });

  it('shows the server’s refusal and asks for the slider again', async () => {
    const user = userEvent.setup();
    await renderPage('/login', () => <LoginPage />);
    await user.type(screen.getByRole('textbox', { name: '用户名' }), 'caigou01');
    await user.type(screen.getByLabelText('密码'), 'Wrong@123');
    await dragSlider();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^用户名或密码错误/);
    expect(await screen.findByText('请按住滑块，拖动到最右边')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toHaveProperty('disabled', false);
    expect(readSession()).toBeNull();
  });

  it('tells an account whose registration is under review or refused why it may not sign in yet', async () => {
    const user = userEvent.setup();
    await renderPage('/login', () => <LoginPage />);
    const refusalOf = async (account: string) => {
      await user.clear(screen.getByRole('textbox', { name: '用户名' }));
      await user.type(screen.getByRole('textbox', { name: '用户名' }), account);
      await user.clear(screen.getByLabelText('密码'));
      await user.type(screen.getByLabelText('密码'), seededPassword);
      await dragSlider();
      await user.click(screen.getByRole('button', { name: '登录' }));
      await screen.findByText('请按住滑块，拖动到最右边');
      return (await screen.findByRole('alert')).textContent;
    };
    expect(await refusalOf('zhuce01')).toBe('采购人注册申请正在审核中，审核通过后即可登录');
    expect(await refusalOf('zhuce04')).toBe(
      '采购人注册审核未通过，原因：营业执照副本不清晰，请重新上传。请联系平台客服处理',
    );
    expect(await refusalOf('gys02')).toBe('供应商注册申请正在审核中，审核通过后即可登录');
    expect(await refusalOf('gys03')).toBe(
      '供应商注册审核未通过，原因：开户许可证已过期，请更新后重新提交。请联系平台客服处理',
    );
    expect(readSession()).toBeNull();
  });

  describe('opened while someone is signed in', () => {
    /** gys01 signed in, with the supplier's tabs and a cached query left from the workbench. */
    async function supplierAtWork() {
      await signInAs('gys01');
      refreshSessionState();
      openTab({ path: '/supplier-order-manager', title: '直购订单', search: {} });
      openTab({ path: '/supplier-ladder-manager', title: '阶梯价商品', search: {} });
      queryClient.setQueryData(['supplier-orders'], ['gys01 的订单']);
    }

    it('says who is signed in, with a way on to that user’s workbench', async () => {
      const user = userEvent.setup();
      await supplierAtWork();
      await renderPage('/login', () => <LoginPage />);
      const status = await screen.findByRole('status');
      expect(status.textContent).toMatch(/当前已登录.*gys01/);
      await user.click(screen.getByRole('link', { name: '进入工作台' }));
      expect((await screen.findByTestId('location')).textContent).toBe('/supplier-workbench');
      expect(tabsState().tabs).toHaveLength(2);
    });

    it('signs out first on request, ending the user’s tabs and cached queries', async () => {
      const user = userEvent.setup();
      await supplierAtWork();
      await renderPage('/login', () => <LoginPage />);
      await user.click(await screen.findByRole('button', { name: '退出登录' }));
      await waitFor(() => expect(readSession()).toBeNull());
      expect(screen.queryByRole('status')).toBeNull();
      expect(tabsState().tabs).toEqual([]);
      expect(queryClient.getQueryData(['supplier-orders'])).toBeUndefined();
    });

    it('a new sign-in over it starts the next user clean', async () => {
      const user = userEvent.setup();
      await supplierAtWork();
      await renderPage('/login', () => <LoginPage />);
      await user.type(screen.getByRole('textbox', { name: '用户名' }), 'fuli01');
      await user.type(screen.getByLabelText('密码'), seededPassword);
      await dragSlider();
      await user.click(screen.getByRole('button', { name: '登录' }));
      expect((await screen.findByTestId('location')).textContent).toBe('/welfare-user-activities');
      expect(readSession()?.userName).toBe('fuli01');
      expect(tabsState().tabs).toEqual([]);
      expect(queryClient.getQueryData(['supplier-orders'])).toBeUndefined();
    });
  });
});
