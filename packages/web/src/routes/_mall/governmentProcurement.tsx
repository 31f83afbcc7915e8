import { createFileRoute } from '@tanstack/react-router';
import { SolutionPage } from '@/features/mall/service/SolutionPage.tsx';

export const Route = createFileRoute('/_mall/governmentProcurement')({
  component: SolutionPage,
});
