import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { getSupplierEnable, readSession, writeSupplierEnable } from '@zc/sdk';
import { isWhitelisted } from '../app/guard.ts';
import { menuRoutes } from '../app/menu.ts';
import { WithQueries } from '../app/query-client.tsx';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { WorkbenchLayout } from '../features/shell/WorkbenchLayout.tsx';

class Forbidden extends Error {}

export const Route = createFileRoute('/_workbench')({
  beforeLoad: async ({ location }) => {
    const session = readSession();
    if (!session) return { menus: [] };
    // Suppliers: the supplier-enable lookup, once.
    if (session.userType === 3 && session.isSupplierEnable === undefined)
      writeSupplierEnable(await getSupplierEnable());
    const [{ queryClient }, { getUserMenusQueryOptions }] = await Promise.all([
      import('../app/query-client.tsx'),
      import('@zc/sdk/react'),
    ]);
    const { menus } = await queryClient.ensureQueryData(getUserMenusQueryOptions({ path: { id: session.userId } }));
    if (!menuRoutes(menus).has(location.pathname) && !isWhitelisted(location.pathname)) throw new Forbidden();
    return { menus };
  },
  component: function Workbench() {
    return (
      <WithQueries>
        <WorkbenchLayout menus={Route.useRouteContext().menus} />
      </WithQueries>
    );
  },
  errorComponent: ({ error }: ErrorComponentProps) => {
    if (error instanceof Forbidden) return <ErrorPage status={403} />;
    throw error;
  },
});
