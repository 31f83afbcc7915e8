import { createFileRoute } from '@tanstack/react-router';
import { ScoreStatisticsPage } from '@/features/admin/governance/score-statistics/ScoreStatisticsPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/supplier-score-statistics')({
  component: ScoreStatisticsPage,
});
