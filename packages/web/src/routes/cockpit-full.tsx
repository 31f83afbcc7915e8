import { createFileRoute } from '@tanstack/react-router';
import { WithQueries } from '../app/query-client.tsx';
import { CockpitScreen } from '../features/admin/statistics/cockpit/CockpitScreen.tsx';

export const Route = createFileRoute('/cockpit-full')({
  component: function CockpitFull() {
    return (
      <WithQueries>
        <CockpitScreen />
      </WithQueries>
    );
  },
});
