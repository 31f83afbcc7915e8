import { createFileRoute } from '@tanstack/react-router';
import { WithQueries } from '../app/query-client.tsx';
import { MobileLayout } from '../features/mobile/layout/MobileLayout.tsx';

export const Route = createFileRoute('/_mobile')({
  component: () => (
    <WithQueries>
      <MobileLayout />
    </WithQueries>
  ),
});
