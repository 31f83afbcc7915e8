import { createFileRoute } from '@tanstack/react-router';
import { WithQueries } from '../app/query-client.tsx';
import { MallLayout } from '../features/mall/layout/MallLayout.tsx';

export const Route = createFileRoute('/_mall')({
  component: () => (
    <WithQueries>
      <MallLayout />
    </WithQueries>
  ),
});
