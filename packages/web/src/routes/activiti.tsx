import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/shared/page/search.ts';
import { DesignerPage } from '../features/workflow/designer/DesignerPage.tsx';

export const Route = createFileRoute('/activiti')({
  validateSearch: searchParams({ type: optionalString, deptId: optionalString, deploymentId: optionalString }),
  component: function Activiti() {
    const { type, deptId, deploymentId } = Route.useSearch();
    return <DesignerPage type={type} deptId={deptId} deploymentId={deploymentId} />;
  },
});
