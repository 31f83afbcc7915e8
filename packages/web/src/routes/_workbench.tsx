import { createFileRoute } from '@tanstack/react-router';
import { WithQueries } from '../app/query-client.tsx';
import { workbenchAccess } from '../app/workbench-access.ts';
import { WorkbenchLayout } from '../features/shell/WorkbenchLayout.tsx';

export const Route = createFileRoute('/_workbench')({
  beforeLoad: ({ location }) => workbenchAccess(location.pathname),
  component: function Workbench() {
    const { menus, forbidden } = Route.useRouteContext();
    return (
      <WithQueries>
        <WorkbenchLayout menus={menus} forbidden={forbidden} />
      </WithQueries>
    );
  },
});
