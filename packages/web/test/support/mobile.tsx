// Mobile page tests: the app's own route tree in a memory router, so a page renders in the mobile layout (bottom tab
// bar, skeletons) with its search params and links, as a phone shows it.
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { routeTree } from '@/routeTree.gen.ts';
import { parseSearch } from '@/shared/page/search.ts';
import { refreshSessionState } from '@/shared/session/session.ts';

/** The app at a url ('/searchMobile?keyword=笔'), as the signed-in account; the router navigates on from there. */
export async function openMobile(url: string) {
  refreshSessionState();
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), parseSearch });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}
