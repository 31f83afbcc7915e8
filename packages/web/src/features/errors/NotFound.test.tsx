import { openAt, workbenchOver } from '@test/support/app-routes.tsx';
import { signInAs, withMockBackend } from '@test/support/mock-backend.tsx';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

withMockBackend();

const routeTree = workbenchOver(['/supplier-workbench', '/account-list', '/workbench']);
const open = (path: string) => openAt(routeTree, path);

describe('a page the user may not open, and a page that does not exist', () => {
  it('a documented route outside the menu that has no page yet shows 403, titled 访问受限', async () => {
    await signInAs('gys01');
    await open('/organization');
    expect(await screen.findByRole('heading', { name: '访问受限' })).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('访问受限 - 政采商城'));
  });

  it('a built workbench page outside the menu shows 403, titled 访问受限 rather than the page’s own title', async () => {
    await signInAs('gys01');
    await open('/workbench');
    expect(await screen.findByRole('heading', { name: '访问受限' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('访问受限 - 政采商城'));
  });

  it('an unknown path shows the catch-all 404, titled 页面不存在', async () => {
    await signInAs('gys01');
    await open('/no-such-page');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.queryByText('访问受限')).toBeNull();
    await waitFor(() => expect(document.title).toBe('页面不存在 - 政采商城'));
  });
});
