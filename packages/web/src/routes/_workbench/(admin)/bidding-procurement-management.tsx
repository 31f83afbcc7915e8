import { createFileRoute } from '@tanstack/react-router';
import { ProjectGroupPage } from '@/features/admin/projects/ProjectGroupPage.tsx';

export const Route = createFileRoute('/_workbench/(admin)/bidding-procurement-management')({
  component: () => <ProjectGroupPage mode="bidding" />,
});
