import { createFileRoute } from '@tanstack/react-router';
import { CockpitScreen } from '../features/admin/statistics/cockpit/CockpitScreen.tsx';

export const Route = createFileRoute('/cockpit-full')({
  component: CockpitScreen,
});
