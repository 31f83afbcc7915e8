import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { WithQueries } from '../app/query-client.tsx';
import { Forbidden, workbenchAccess } from '../app/workbench-access.ts';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { WorkbenchLayout } from '../features/shell/WorkbenchLayout.tsx';

export const Route = createFileRoute('/_workbench')({
  beforeLoad: ({ location }) => workbenchAccess(location.pathname),
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
