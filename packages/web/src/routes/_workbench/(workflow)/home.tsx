import { createFileRoute } from '@tanstack/react-router';
import { WorkflowHomePage } from '@/features/workflow/home/WorkflowHomePage.tsx';

export const Route = createFileRoute('/_workbench/(workflow)/home')({
  component: WorkflowHomePage,
});
