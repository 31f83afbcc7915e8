import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgreementPage } from './AgreementPage.tsx';

describe('agreement pages', () => {
  it.each([
    ['user', '政采商城用户服务协议', '二、注册与审核', '/agreement-privacy'],
    ['privacy', '政采商城隐私政策', '一、我们收集的信息', '/agreement-user'],
  ] as const)('shows the %s text with its contents and a link to the other', (kind, title, section, other) => {
    const { unmount } = render(<AgreementPage kind={kind} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '目录' }).querySelectorAll('a').length).toBeGreaterThanOrEqual(7);
    expect(screen.getByRole('link', { name: /《(隐私政策|用户服务协议)》/ }).getAttribute('href')).toBe(other);
    unmount();
  });
});
