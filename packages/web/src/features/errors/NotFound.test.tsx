import { type AnyRoute, createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { signInAs, withMockBackend } from '@test/support/mock-backend.tsx';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseSearch } from '@/app/search.ts';
import { Route as rootRoute } from '@/routes/__root.tsx';
import { Route as workbenchRoute } from '@/routes/_workbench.tsx';

withMockBackend();

// The app's own root and workbench layout routes (guard, title, 403/404, layout) over stand-in pages: the page modules
// themselves are not needed here.
const workbench = workbenchRoute.update({ id: '/_workbench', getParentRoute: () => rootRoute } as never);
const page = (path: string, title: string) =>
  createRoute({
    getParentRoute: (): AnyRoute => workbench,
    path,
    component: () => <p>{title}的内容</p>,
  });
const routeTree = rootRoute.addChildren([
  workbench.addChildren([
    page('/supplier-workbench', '工作台'),
    page('/account-list', '对账单列表'),
    page('/workbench', '管理工作台'),
  ]),
]);

/** The app's own route tree at a path, as the browser opens it. */
async function open(path: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), parseSearch });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}

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
